/* eslint-disable */
// Generated from /web/docs/json by npm run openapi:check (apps/server/src/cli/openapi-check.ts): do not edit.
export interface paths {
    "/web/appVersion/getPublishAppVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest published app version
         * @description Public: no session needed.
         */
        get: operations["system_appVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/areaInfo/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries, or the states of a country (Mexico) when parentCode is given; names in the request language
         * @description Public: no session needed.
         */
        get: operations["system_areaList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/dict/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Labelled values of an enumeration, in the request language; all of them when no type is given
         * @description Public: no session needed.
         */
        get: operations["system_dictData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/getEmailCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Emails a 6-digit code (10 minutes, single use, 5 tries). Same answer whether or not the address has an account.
         * @description Public: no session needed.
         */
        post: operations["accounts_getEmailCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/register/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registers an individual account (type 2) and logs it in
         * @description Public: no session needed.
         */
        post: operations["accounts_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/new/register/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Same as /register/email (the newer app screens call this path)
         * @description Public: no session needed.
         */
        post: operations["accounts_registerNew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/register/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registers a company account (type 4) with its corporate data and logs it in
         * @description Public: no session needed.
         */
        post: operations["accounts_registerCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/loginByUsername": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Logs in by username or email. 5 wrong passwords in a row lock the login for 15 minutes. With two-factor sign-in on, a device that has not passed it answers TWO_FACTOR_REQUIRED and data.challenge (see /twoFactor/login).
         * @description Public: no session needed.
         */
        post: operations["accounts_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes the current session
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["accounts_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/logoutEverywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs out of every session of the caller (this one too); their push and chat sockets close on every server
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["accounts_logoutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new login password with an email code (type resetPassword); revokes every session
         * @description Public: no session needed.
         */
        post: operations["accounts_resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/updatePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the login password; every other session is revoked, this one stays
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["accounts_updatePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/settingPayPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the 6-digit transaction password the first time
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["accounts_settingPayPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/updatePayPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the transaction password; needs the old one (counts toward the 5-failure lock)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["accounts_updatePayPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/api/user/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The logged-in user
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["accounts_userInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/getUserInfoById": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The logged-in user; another user's id answers 404
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["accounts_userInfoById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/updateReal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submits individual KYC (real-name data and document images); status becomes pending
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["accounts_updateReal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/kyc/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submits company KYC (corporate data and the license image); status becomes pending
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["accounts_companyKyc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/kyc/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's KYC state (none, pending, verified, failed with reason)
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["accounts_kycStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/twoFactor/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether two-factor sign-in is on, and how many recovery codes are left
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["twoFactor_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/twoFactor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts enrolment: a new secret and its otpauth:// URI (not in force until confirmed with a code)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["twoFactor_setup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/twoFactor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms enrolment with a first code; answers ten recovery codes, once. This device becomes trusted.
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["twoFactor_enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/twoFactor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns two-factor sign-in off: the login password and a code (or a recovery code)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["twoFactor_disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/twoFactor/recoveryCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * New recovery codes: proven by a code of the app or the login password (TWO_FACTOR_CODE_REQUIRED without either); answers ten new codes, once, and the old ones stop working at once
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["twoFactor_regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/twoFactor/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Second step of a login that answered TWO_FACTOR_REQUIRED: the challenge and a code (or a recovery code); the device becomes trusted
         * @description Public: no session needed.
         */
        post: operations["twoFactor_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/devices/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's signed-in and trusted devices, most recently seen first
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["twoFactor_devices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/devices/signOut": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs one device out: revokes its sessions (their sockets close on every server) and forgets its trust
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["twoFactor_signOutDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/stock_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stocks of one market (US, MX, HK), live, paged and sortable
         * @description Public: no session needed.
         */
        get: operations["market_stockList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/all_stock_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every instrument of every market (search by code or name with keyword), paged
         * @description Public: no session needed.
         */
        get: operations["market_allStockList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/topList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Top movers of a market: gainers, losers, most active (volume) or turnover
         * @description Public: no session needed.
         */
        get: operations["market_topList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/hot_stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hot stocks (highest turnover today), across markets or in one
         * @description Public: no session needed.
         */
        get: operations["market_hotStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/home_custom_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Home index cards (S&P 500, Nasdaq, Dow, IPC, Hang Seng, USD/MXN) with the last 50 closes
         * @description Public: no session needed.
         */
        get: operations["market_homeCustomList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/futures_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Futures quotes, paged and sortable
         * @description Public: no session needed.
         */
        get: operations["market_futuresList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/futures_opt_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Futures contracts that can be traded, with their terms (for the futures order page)
         * @description Public: no session needed.
         */
        get: operations["market_futuresOptList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/forex_index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Headline forex pairs (USD/MXN, EUR/MXN, EUR/USD, USD/JPY, GBP/USD, USD/HKD)
         * @description Public: no session needed.
         */
        get: operations["market_forexIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/forex_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Forex pairs, paged and sortable
         * @description Public: no session needed.
         */
        get: operations["market_forexList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/global_index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Global indices, paged and sortable
         * @description Public: no session needed.
         */
        get: operations["market_globalIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/zt_stock_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Strong risers: stocks up at least minRatio percent today, biggest first (may be empty)
         * @description Public: no session needed.
         */
        get: operations["market_ztStockList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/hk_st/all_stock_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hong Kong stocks (Hang Seng members) with board lots, paged and sortable
         * @description Public: no session needed.
         */
        get: operations["market_hkAllStockList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/quotes/getStock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quotes of up to 50 instruments by code (comma-separated `codes`, URL-encoded); unknown codes are left out
         * @description Public: no session needed.
         */
        get: operations["market_getStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/preMarketList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * US stocks in the pre-market (auction) with their pre-market change, sorted by pre-market percent
         * @description Public: no session needed.
         */
        post: operations["market_preMarketList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/market/getMaket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trading status of one exchange group
         * @description Public: no session needed.
         */
        post: operations["market_getMarket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/market/getMakets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trading status of every exchange group
         * @description Public: no session needed.
         */
        post: operations["market_getMarkets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/stock_detail_ft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quote page: live quote, key statistics and the trading session of any instrument
         * @description Public: no session needed.
         */
        get: operations["market_stockDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/summary_detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Key statistics block of the quote page
         * @description Public: no session needed.
         */
        get: operations["market_summaryDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/detail_quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Five-level order book
         * @description Public: no session needed.
         */
        get: operations["market_detailQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/kline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Candles of any instrument: 1m 5m 15m 30m 1h 1d 1w, the last `count` bars (before endTime)
         * @description Public: no session needed.
         */
        get: operations["market_kline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/crypto/kline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Crypto candles (code such as BTC/USD)
         * @description Public: no session needed.
         */
        get: operations["market_cryptoKline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/crypto/stock_detail_ft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Crypto quote page data
         * @description Public: no session needed.
         */
        get: operations["market_cryptoDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/crypto/quantify_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Crypto pairs with live quotes (robot and quant pages)
         * @description Public: no session needed.
         */
        get: operations["market_cryptoQuantifyList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/crypto/robotKline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent candles of the robot page (default BTC/USD, 1m)
         * @description Public: no session needed.
         */
        get: operations["market_cryptoRobotKline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userSelfSecurity/selectSelfSelectionStocksData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's watchlist with live prices, in the user's order; `group` narrows it to one group (default: all)
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["watchlist_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userSelfSecurity/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds an instrument to the watchlist (at the top); adding one already there is a no-op
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["watchlist_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userSelfSecurity/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Removes a watchlist row by id
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["watchlist_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userSelfSecurity/deleteByStockCode/{stockCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Removes an instrument from the watchlist by code (URL-encode it: WALMEX%20*, USD%2FMXN)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["watchlist_deleteByStockCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userSelfSecurity/sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reorders the watchlist: ids in the new order (ids left out keep their relative order after them)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["watchlist_sort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userSelfSecurity/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's watchlist groups: All, US, MX and HK (by market), then the user's own, with their counts
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["watchlist_groups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userSelfSecurity/groups/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a group of the user's own (a name unique for the user, at most WATCHLIST_GROUPS_MAX groups)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["watchlist_createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userSelfSecurity/groups/rename/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renames a group of the user's own
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["watchlist_renameGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userSelfSecurity/groups/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a group of the user's own; its instruments stay on the watchlist (All)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["watchlist_deleteGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userSelfSecurity/groups/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets which of the user's own groups hold an instrument (adding it to the watchlist when it is not there)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["watchlist_assign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userSelfSecurity/groups/of": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's own groups that hold an instrument
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["watchlist_codeGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/curated_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Curated stock lists of a market: most traded (turnover today), most watched in the app, new listings (last 90 days), at a 52-week high or low (within 3 %)
         * @description Public: no session needed.
         */
        get: operations["market_curatedList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads an image (multipart field "file"); answers its url
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["files_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads an image as an operator (multipart field "file"; e.g. news covers); answers its url
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["admin_fileUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/file/terms/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads an image (multipart field "file"); answers its url in msg (and in data.url)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["files_termsUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/file/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored image (owner or operator)
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["get_file_name"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userMessage/getMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's notices, newest first, with the unread count
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["notices_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userMessage/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One notice of the user (opening it marks it read); another user’s id answers 404
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["notices_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userMessage/updateRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks one notice (id) or all of them (all: true, or no id) as read; answers the unread count
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["notices_updateRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/notice/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a notice to one user (target user, userId) or to every user (target all); audited
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["adminNotices_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/notice/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notices sent by operators (to one user or to all), newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["adminNotices_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Operator login (5 wrong passwords in a row lock it for 15 minutes)
         * @description Public: no session needed.
         */
        post: operations["admin_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes the operator session
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["admin_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in operator
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["admin_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/kyc/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * KYC submissions, oldest pending first (status defaults to pending)
         * @description Operator roles: kyc_reviewer (admin may call every route)
         */
        get: operations["admin_kycList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/kyc/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One KYC submission with its image urls
         * @description Operator roles: kyc_reviewer (admin may call every route)
         */
        get: operations["admin_kycDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/kyc/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves a pending submission; the user becomes verified and gets a notice
         * @description Operator roles: kyc_reviewer (admin may call every route)
         */
        post: operations["admin_kycApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/kyc/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects a pending submission with a reason the user sees; the user gets a notice and may retry
         * @description Operator roles: kyc_reviewer (admin may call every route)
         */
        post: operations["admin_kycReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Searches users by id, username or email (part of it); newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["admin_userList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["admin_userDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/users/freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Freezes a user (admin only): every call of theirs answers 403 until unfrozen
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["admin_freeze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/users/unfreeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unfreezes a user (admin only)
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["admin_unfreeze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dev outbox: emails kept instead of sent when SMTP_URL is not set; newest first
         * @description Operator roles: admin (admin may call every route)
         */
        get: operations["admin_outbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The append-only log of operator actions (admin only); newest first
         * @description Operator roles: admin (admin may call every route)
         */
        get: operations["admin_auditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operators (admin only)
         * @description Operator roles: admin (admin may call every route)
         */
        get: operations["admin_operatorList"];
        put?: never;
        /**
         * Creates an operator (admin only)
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["admin_operatorCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/terms/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product's rule in effect now: its text in the caller's language, its numbers and the version id
         * @description Public: no session needed.
         */
        get: operations["terms_current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/terms/version/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published version (e.g. the rule an order was taken under), in the caller's language
         * @description Public: no session needed.
         */
        get: operations["terms_version"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/terms/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products with published terms, their items and the version in effect for each
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["terms_adminProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/terms/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product's versions, newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["terms_adminVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/terms/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publishes a new version of a product's terms (admin only; audited). Versions are never edited in place
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["terms_adminPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/quantization/checkSecret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks an access key for an AI quant product (does not use it); wrong guesses are throttled (429 ACCESS_KEY_LOCKED)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["accessKeys_checkQuant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/blockTrade/checkSecret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks an access key for block trades (does not use it); wrong guesses are throttled (429 ACCESS_KEY_LOCKED)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["accessKeys_checkBlockTrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/placing_order/checkSecret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks an access key for a placing (does not use it); wrong guesses are throttled (429 ACCESS_KEY_LOCKED)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["accessKeys_checkPlacing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/access-keys/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issues a key (admin only; audited). The clear key is in this answer only
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["accessKeys_adminIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/access-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Issued keys, newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["accessKeys_adminList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/access-keys/uses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checks and uses of keys (all, or of one key), newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["accessKeys_adminUses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/access-keys/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes a key at once (admin only; audited)
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["accessKeys_adminRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/wallet/getWalletBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Balances per wallet type and currency, with OVERVIEW (0) as the total in MXN at the current rate
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["wallet_getWalletBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/wallet/holds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What is frozen: every active hold with its wallet, amount left, why (in the request language) and since when; oldest first
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["wallet_holds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/wallet/getWalletBill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The statement: every posting with its running balance, kind, reference and time; newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["wallet_getWalletBill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/wallet/transferQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate, spread and amount out of a transfer, valid for TRANSFER_QUOTE_SECONDS; show it before confirming
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["wallet_transferQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/wallet/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves money between BALANCE and a product wallet (either way); needs quoteId when the currencies differ; holds at once, pending for TRANSFER_PENDING_SECONDS
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["wallet_transfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/wallet/cancelTransfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a pending transfer of the user (the held amount is released)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["wallet_cancelTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/wallet/transferList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's transfers, newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["wallet_transferList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userCenter/apply/service": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies for a service (e.g. block trading authority); an operator reviews it; one open application per service
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["wallet_applyService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userCenter/apply/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's service applications, newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["wallet_serviceList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/money/service-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service applications (pending by default, oldest first)
         * @description Operator roles: money_reviewer (admin may call every route)
         */
        get: operations["adminMoney_serviceApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/money/service-applications/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves a service application; the user is notified
         * @description Operator roles: money_reviewer (admin may call every route)
         */
        post: operations["adminMoney_serviceApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/money/service-applications/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects a service application with a reason; the user is notified
         * @description Operator roles: money_reviewer (admin may call every route)
         */
        post: operations["adminMoney_serviceReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userCenter/getFundingOverview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Totals in MXN: funding account, product wallets, frozen, pending deposits and withdrawals
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["wallet_fundingOverview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/recharge/currency/selectList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deposit channels: MXN (house CLABE), USD, EUR by bank transfer; USDT, BTC, ETH by crypto with the user's address per network
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funding_depositChannels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/recharge/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bank deposit (proofUrl required, minimum 1, at most 2 decimals; reviewed by an operator) or crypto deposit (network required; credited in USD after 3 confirmations)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funding_depositCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/recharge/listPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's deposits, newest first (crypto ones show their live confirmations)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funding_depositList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/withdrawal/getUsableWithdrawalAmount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What may be withdrawn now: the available funding balance (per currency; `currency` defaults to MXN)
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["funding_usableWithdrawal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/withdrawal/withdrawal-apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Requests a withdrawal to a saved card (cardId) or crypto wallet (walletId); KYC verified and the transaction password; the amount is held at once
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funding_withdrawalApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/withdrawal/listPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's withdrawals, newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funding_withdrawalList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/UserAccount/SelectCardNo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's bank cards
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funding_cardList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/UserAccount/addCardNo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves a bank card (CLABE checked for Mexican banks; at most 10)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funding_cardAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/UserAccount/UpdateCardNo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces the fields of one of the user’s cards
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funding_cardUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/UserAccount/delete-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes one of the user’s cards (withdrawals already made keep their copy)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funding_cardDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userWallet/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's crypto wallets (screens /pages/vm/index)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funding_walletList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userWallet/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves a crypto wallet; the address format is checked for the network
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funding_walletAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userWallet/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces one of the user’s crypto wallets (screens /pages/vm/modify)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funding_walletUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userWallet/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes one of the user’s crypto wallets
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funding_walletDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/money/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deposit review queue (status pending by default, oldest first); crypto deposits appear once credited
         * @description Operator roles: money_reviewer (admin may call every route)
         */
        get: operations["adminMoney_deposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/money/deposits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One deposit with its proof and history
         * @description Operator roles: money_reviewer (admin may call every route)
         */
        get: operations["adminMoney_deposit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/money/deposits/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves a pending bank deposit: the user is credited (the declared amount, or `amount` with a `reason` the user reads) and notified; an adjusted credit above LARGE_ADJUSTED_CREDIT_MXN is a proposal a second, different money approver confirms
         * @description Operator roles: money_reviewer (admin may call every route)
         */
        post: operations["adminMoney_depositApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/money/deposits/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects a pending bank deposit with a reason the user sees: a picked reasonCode (localized) or a typed reason
         * @description Operator roles: money_reviewer (admin may call every route)
         */
        post: operations["adminMoney_depositReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/money/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Withdrawal review queue (pending by default, oldest first)
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        get: operations["adminMoney_withdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/money/withdrawals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One withdrawal with its destination and history
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        get: operations["adminMoney_withdrawal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/money/withdrawals/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves a pending withdrawal (posted from the hold); above LARGE_WITHDRAWAL_MXN a second, different operator must approve too
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        post: operations["adminMoney_withdrawalApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/money/withdrawals/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects a pending withdrawal with a reason; the hold is released
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        post: operations["adminMoney_withdrawalReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/money/withdrawals/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records that an approved payout was sent, with its SPEI tracking key (clave de rastreo) or crypto transaction hash; the user is told
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        post: operations["adminMoney_withdrawalSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/money/withdrawals/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records that the receiving bank paid a sent payout (status 3); the user is told
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        post: operations["adminMoney_withdrawalPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/money/withdrawals/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A sent payout came back (devolución): the money returns to the wallet through the ledger, with a reason the user reads
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        post: operations["adminMoney_withdrawalReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/money/house-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The house's own ledger accounts and balances
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        get: operations["adminMoney_houseAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/money/users/{id}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's ledger accounts (balance, frozen, available)
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        get: operations["adminMoney_userBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/money/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The report of the last recorded reconciliation (reading runs none; POST /admin/backoffice/reconciliation/run asks for one); 404 RECONCILIATION_NEVER_RUN before the first
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        get: operations["adminMoney_reconcile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/stock_rate/site/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fee rates (buyRate, sellRate), leverages, margin levels and price guard per market
         * @description Public: no session needed.
         */
        get: operations["trading_rates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/stocka_config/getMinCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Smallest quantity and quantity step of an instrument (HK board lot, futures contract, forex 0.01 lot)
         * @description Public: no session needed.
         */
        post: operations["trading_minCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/orders/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The all-in cost of an order before confirming: price, quantity, notional, margin, fee, total, conversion
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/stock/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens a US or MX stock order (market or limit, long or short); needs KYC, payPassword and an idempotency key
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_stockCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/hk/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens a Hong Kong stock order (quantity in board lots of shares)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_hkCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/gold/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens a futures order (quantity in contracts)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_goldCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/crude/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens a forex order (quantity in lots of FOREX_LOT_UNITS base units, step 0.01)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_crudeCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/orders/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels an entrusted (resting limit) order; its hold is released
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/orders/additions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets or clears stop-loss / take-profit of a holding position (positionId) or of an entrusted order (orderId); 0 or "" clears
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_additions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/position/flatPosition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Closes a holding position at the market, all of it or `quantity` of it
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_flatPosition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/position/getByStock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's holding positions and entrusted orders of one instrument
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_getByStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/position/addPositionMargin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds margin (wallet currency) to a holding isolated position; moves its liquidation price away
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_addPositionMargin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/position/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Holding positions (trade tab 0) with live floating P/L, newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_me"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/position/flatList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Closed positions (trade tab 1), newest close first
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_flatList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/position/consignList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Entrusted orders (trade tab 2): resting limit orders, newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_consignList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/orders/pageList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * All of the caller's orders (any status), newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_orderList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/orders/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One order with its append-only history (every state change, who, when, the quote used)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_orderDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/position/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One position (holding or closed) of the caller, live
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_positionDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/position/water/pageList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The flow of a position: every fill, fee, margin change, close; oldest first
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_water"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/position/getHalfOrFullNum": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * How many holding positions use half (isolated) and full (cross) margin, and entrusted orders
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["trading_halfOrFullNum"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/stock/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The trade confirmation of a filled order: gross, commission, IVA on the commission, net, settlement date (T+1 US and BMV shares, T+2 HK)
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["trading_confirmation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/stock/fund/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per trading wallet: balance, available, frozen, used margin, floating P/L, equity, margin level
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["trading_fundDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/trade/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cash or margin account (the MARGIN service application) and whether the leverage risk notice was acknowledged
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["portfolio_account"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/trade/riskNotice/ack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledges the leverage risk notice (once per user; again answers the first time)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["portfolio_acknowledgeRisk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/trade/portfolio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Total assets, day and total P/L in MXN; per holding position market value, average cost, day P/L and P/L split into price and FX
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["portfolio_portfolio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/stock/fund/profit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Realized profit details (closed positions) with buy and sell timestamps, and totals per currency
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["trading_fundProfit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/orders/conditional/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Places a stop, stop-limit, trailing stop, limit (time in force, extended hours) or bracket order; needs KYC, payPassword and an idempotency key
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["conditional_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/orders/conditional/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a waiting conditional order (an entry takes its pending bracket legs with it)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["conditional_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/orders/conditional/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's conditional orders, newest first; live: only those still waiting (pending, active, working)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["conditional_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/orders/conditional/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The published rules of conditional orders, fractional shares and extended hours, with their text
         * @description Public: no session needed.
         */
        get: operations["conditional_rules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/article/pageList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Published articles, newest first, in the reader language (lang header) unless `language` is given; optional category
         * @description Public: no session needed.
         */
        post: operations["news_pageList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/article/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published article (a draft or a scheduled one answers 404)
         * @description Public: no session needed.
         */
        get: operations["news_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/article/cover/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cover image of a published article
         * @description Public: no session needed.
         */
        get: operations["get_article_cover_name"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/article/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every article (drafts, scheduled, live), newest first
         * @description Operator roles: admin (admin may call every route)
         */
        get: operations["adminNews_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/article/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One article
         * @description Operator roles: admin (admin may call every route)
         */
        get: operations["adminNews_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/article/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates (no id) or updates an article; a new one is a draft; audited
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminNews_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/article/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publishes now, or at publishAt (ms) when given and in the future; audited
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminNews_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/article/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Back to draft; audited
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminNews_unpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/article/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes an article; audited
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminNews_remove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/referral/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's invitation code and how many people registered with it
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["referral_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/referral/invitees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * People who registered with the user’s code, newest first, usernames masked
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["referral_invitees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/chat/guest/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new guest identity for the public chat; keep guestToken in the browser (it is the only key to that conversation)
         * @description Public: no session needed.
         */
        post: operations["chat_guestStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/chat/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's conversation (the logged-in user's, or the guest's given guestToken) and its messages, newest page last
         * @description Public: no session needed.
         */
        post: operations["chat_history"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/chat/guest/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A guest leaves an email so that an operator can answer later
         * @description Public: no session needed.
         */
        post: operations["chat_guestEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/chat/image/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An image sent in a chat (participants and operators)
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["get_chat_image_name"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/chat/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Conversations with messages, most recent activity first (status open by default; mine: assigned to me)
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["adminChat_queue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/chat/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One conversation and its messages (before: older page)
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["adminChat_conversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/chat/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assigns a conversation to an operator (yourself when operatorId is left out); audited
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["adminChat_assign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/chat/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The name customers read on my replies (issue 30.9): my display name, or the house name when I chose none; never my login name
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["adminChat_profile"];
        put?: never;
        /**
         * Sets the name customers read on my replies (2-40 characters); replies already sent show it too
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["adminChat_setProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/chat/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Closes a conversation (a new message from the user opens it again); audited
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["adminChat_close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Background jobs with their schedule, last run (duration, items), next run and failures (admin)
         * @description Operator roles: admin (admin may call every route)
         */
        get: operations["adminJobs_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/jobs/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent runs, newest first; filter by job and status (admin)
         * @description Operator roles: admin (admin may call every route)
         */
        get: operations["adminJobs_runs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/jobs/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queues a run of a job now, outside its schedule (admin; audited as job.run)
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminJobs_runNow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/backoffice/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The server's time (issue 30.8): the back office counts ages and waits from it, not from the operator's computer (a demo's clock starts in the past)
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["adminBackoffice_clock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/backoffice/client-names": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The usernames of a page of clients (issue 30.5): every queue names the client, not only its id; at most 100 ids, unknown ones left out
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["adminBackoffice_clientNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/backoffice/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The back office's first page: open queues against their service level, today's money, the last reconciliation, failed jobs, open chats
         * @description Operator roles: kyc_reviewer, money_reviewer, money_approver (admin may call every route)
         */
        get: operations["adminBackoffice_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/backoffice/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest reconciliation run and its result (reading it runs nothing)
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        get: operations["adminBackoffice_reconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/backoffice/reconciliation/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reconciles the ledger now (audited) and answers the run
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        post: operations["adminBackoffice_reconciliationRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/backoffice/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One customer: profile, KYC, balances, positions, orders, holdings, money movements, sessions, notices, notes and audit trail (parts by role)
         * @description Operator roles: kyc_reviewer, money_reviewer, money_approver (admin may call every route)
         */
        get: operations["adminBackoffice_customer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/backoffice/customers/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs a customer out everywhere (every session revoked, their sockets closed); audited with the reason
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminBackoffice_customerSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/backoffice/export/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CSV of the KYC queue as filtered (ID numbers masked); audited
         * @description Operator roles: kyc_reviewer (admin may call every route)
         */
        get: operations["adminBackoffice_exportKyc"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/backoffice/export/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CSV of the deposit queue as filtered; audited
         * @description Operator roles: money_reviewer (admin may call every route)
         */
        get: operations["adminBackoffice_exportDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/backoffice/export/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CSV of the withdrawal queue as filtered (payout numbers masked); audited
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        get: operations["adminBackoffice_exportWithdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/backoffice/bulk/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves or rejects (with one reason) up to 100 pending KYC submissions, each its own audited review
         * @description Operator roles: kyc_reviewer (admin may call every route)
         */
        post: operations["adminBackoffice_bulkKyc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/backoffice/bulk/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves or rejects up to 100 pending bank deposits, each its own audited review
         * @description Operator roles: money_reviewer (admin may call every route)
         */
        post: operations["adminBackoffice_bulkDeposits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/backoffice/bulk/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves (only those one operator may approve) or rejects up to 100 pending withdrawals, each its own audited review
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        post: operations["adminBackoffice_bulkWithdrawals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/backoffice/users/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operators' notes on a customer, newest first (append-only)
         * @description Operator roles: kyc_reviewer, money_reviewer, money_approver (admin may call every route)
         */
        get: operations["adminBackoffice_userNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/backoffice/users/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a note on a customer (never edited or deleted; audited)
         * @description Operator roles: kyc_reviewer, money_reviewer, money_approver (admin may call every route)
         */
        post: operations["adminBackoffice_addUserNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/backoffice/reveal/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shows one private field of a KYC submission in full (ID number, company CLABE, address, phone); audited
         * @description Operator roles: kyc_reviewer (admin may call every route)
         */
        post: operations["adminBackoffice_revealKyc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/backoffice/reveal/withdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shows a withdrawal's payout card/CLABE number or bank address in full; audited
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        post: operations["adminBackoffice_revealWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/webull/new/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * IPO calendar: upcoming, subscribing and recent listings
         * @description Public: no session needed.
         */
        get: operations["ipo_newStockList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/new_stock/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One IPO of the calendar, its tiers, mechanism, charges and (after allotment) seed
         * @description Public: no session needed.
         */
        get: operations["ipo_newStockDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/NewShares/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a subscription would hold: the shares and each published charge (brokerage, its IVA, SFC and AFRC levies, HKEX trading fee), before confirming
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["ipo_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/NewShares/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribes to an IPO: holds the amount (and HK charges) from SUBSCRIPTION; payPassword and an idempotency key
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["ipo_subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/NewShares/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payipo: pays what a financed allotment owes before its deadline (the deposit captured, the rest debited from SUBSCRIPTION); payPassword and an idempotency key
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["ipo_pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/NewShares/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of my subscriptions (the payipo page)
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["ipo_subscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/NewShares/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes a subscription while the window is open (the hold follows)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["ipo_edit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/NewShares/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a subscription while the window is open (the hold is released)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["ipo_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/NewShares/reconfirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * US: accepts a final price outside the offer (holds at the final price) before allotment
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["ipo_reconfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/position/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My IPO subscriptions (trade tab list 4)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["ipo_subscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/position/getIpoFullNum": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Counts of each IPO list
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["ipo_counts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/ipo/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * IPOs (all states)
         * @description Operator roles: admin (admin may call every route)
         */
        get: operations["adminIpo_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/ipo/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lists an IPO (admin; audited)
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminIpo_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/ipo/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edits an IPO before its window opens (admin; audited)
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminIpo_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/ipo/finalPrice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the final offer price after the window closes (admin; audited); US offers outside the rule wait for reconfirmation
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminIpo_setFinalPrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/ipo/allot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Runs the allotment of an IPO whose window has closed, now (admin; audited); once, whoever runs it
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminIpo_allot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/bondsList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Government bonds: CETES, BONOS M, UDIBONOS and US Treasuries (simulated yields)
         * @description Public: no session needed.
         */
        post: operations["bonds_bondsList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/treasuryBond/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The all-in cost of buying `quantity` titles today and the full cash-flow schedule to maturity
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["bonds_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/treasuryBond/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buys titles of a bond from the FINANCIAL wallet (dirty price x quantity + fee); payPassword and an idempotency key
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["bonds_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/treasuryBond/pageList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's bond holdings (trade tab 6), newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["bonds_pageList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/treasuryBond/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One holding of the user, with what a sale today pays
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["bonds_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/treasuryBond/flatPosition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sells a holding before maturity at today's clean price plus accrued, less the fee
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["bonds_flatPosition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/position/getTreasuryBondTotal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Totals of the open bond holdings per currency: cost, market value, accrued, interest received, P/L
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["bonds_total"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/bonds/issues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bond issues (all statuses)
         * @description Operator roles: admin (admin may call every route)
         */
        get: operations["adminBonds_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/bonds/issues/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a bond issue (admin only; audited)
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminBonds_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/bonds/issues/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edits a bond issue (admin only; audited). Dates, type and face are fixed once someone holds it
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminBonds_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/loan/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The offer for an amount and term before applying: rate, CAT without IVA, French schedule with IVA, total to pay, prepayment rule
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["loans_offer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/loan/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies for a loan under the offer seen (termsVersionId); KYC verified and the transaction password; goes to review
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["loans_apply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/loan/applyRepay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Repays from the BALANCE wallet: the due instalment, a part (prepayment: fewer or smaller payments), or all; no penalty
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["loans_applyRepay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/loan/shouldRepayAmount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What is due now on a loan: instalment, interest to date, IVA, late charge, and the payoff amount
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["loans_shouldRepayAmount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/loan/applyList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's loans, newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["loans_applyList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/loan/repayList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's repayments, newest first (optionally of one loan)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["loans_repayList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/loans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Loan applications (review queue by status)
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        get: operations["adminLoans_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/loans/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Passes or rejects an application (audited). Above the threshold a pass needs a money_approver other than the first reviewer; the last pass disburses to BALANCE
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        post: operations["adminLoans_review"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/user_fund_orders/productPageList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fund schemes with their latest NAV and NAV history (kind on_demand or fixed_term)
         * @description Public: no session needed.
         */
        post: operations["funds_productPageList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/user_fund_orders/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Before buying: stamp duty, rate, amount invested in INR, the NAV date by the cut-off, lock-in end, exit load, the rule
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["funds_preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/user_fund_orders/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buys a scheme: the MXN is held on FINANCIAL; the order waits for review (0), then units are allotted at the NAV of its date
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funds_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/user_fund_orders/pageList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's fund orders, newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funds_pageList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/user_fund_orders/stat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Holdings: current (on-demand) and regular (fixed-term) amounts, units, NAV, income, lock-in ends
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funds_stat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/user_fund_orders/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeems some or all units of an allotted order at the NAV of the date set by the cut-off, minus the exit load; refused inside a lock-in
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funds_redeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/user_fund_orders/redeemPreview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Before a redemption's PIN: the units, the NAV day that will price them, the exit load, and the MXN estimate at the latest NAV
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["funds_redeemPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/funds/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fund orders (review queue by status)
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        get: operations["adminFunds_orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/funds/orders/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Passes (the held MXN is captured; units at the NAV of the order date) or fails an order (the hold is released); audited
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        post: operations["adminFunds_review"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/funds/schemes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fund schemes with their latest NAV
         * @description Operator roles: money_reviewer, money_approver (admin may call every route)
         */
        get: operations["adminFunds_schemes"];
        put?: never;
        /**
         * Creates or edits a scheme (id present = edit); audited
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminFunds_saveScheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/placing_order/tranches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The tranches an access key opens, with their rule (the key is checked, not used; wrong keys throttled: 429 ACCESS_KEY_LOCKED)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["placing_tranches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/placing_order/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribes to a tranche with an access key: quantity x price held from SUBSCRIPTION; payPassword and an idempotency key
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["placing_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/placing_order/sell": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sells the allotted shares of an order after the lock-up, at the live bid less the published fee, into SUBSCRIPTION
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["placing_sell"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/position/placing_subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's placing orders, newest first (status: open = subscribed or allotted, closed = the rest)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["placing_subscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/position/getPlacingFlatCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Counts of the user's placing orders by state
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["placing_flatCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/sale_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Placings on sale at a discount, with their window
         * @description Public: no session needed.
         */
        post: operations["market_saleList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/get_sale_time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The daily window in which placings can be bought
         * @description Public: no session needed.
         */
        post: operations["market_getSaleTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/placing/tranches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tranches, newest first, with what was subscribed and allotted
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["adminPlacing_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/placing/benchmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An instrument's benchmark (higher of last close and 5-day average close) and the lowest price the rule allows
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["adminPlacing_benchmark"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/placing/tranches/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets up a tranche (admin; audited). The price may not be more than the published discount under the benchmark
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminPlacing_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/placing/tranches/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a tranche not yet allocated; every hold is released (admin; audited)
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminPlacing_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/auction/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stocks of a market in today's (or the next) pre-opening auction, with the indicative price and volume
         * @description Public: no session needed.
         */
        post: operations["auction_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/auction/indicative": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One stock's auction: window, band, indicative price and volume, and the published rule
         * @description Public: no session needed.
         */
        get: operations["auction_indicative"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/auction/windows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each exchange's current or next pre-opening window
         * @description Public: no session needed.
         */
        get: operations["auction_windows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/stock/auctionStockCreate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enters an at-auction (AO) or at-auction limit (ALO) buy in the pre-opening window; the worst case is held; payPassword and an idempotency key
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["auction_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/auction/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a queued order during order input (not in the no-cancellation period); the hold is released
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["auction_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/auction/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's auction orders, newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["auction_orders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/auction/crosses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opening crosses run, newest first (price, volume, imbalance, orders filled)
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["adminAuction_crosses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/auction/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Auction orders of every user, newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["adminAuction_orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/strategies/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published strategies with their track records (computed from their trades)
         * @description Public: no session needed.
         */
        get: operations["strategies_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/strategies/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A strategy: rule, parameters, holdings now, daily equity curve, track record
         * @description Public: no session needed.
         */
        get: operations["strategies_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/strategies/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every trade of a strategy, newest first (back-test trades marked)
         * @description Public: no session needed.
         */
        get: operations["strategies_trades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/strategies/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every strategy with its parameters (back office)
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["adminStrategies_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/strategies/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates (no id) or edits a strategy: names, parameters, status (audited in the same transaction)
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminStrategies_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/strategies/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Runs every strategy through the last closed day now (what the daily job does; audited)
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminStrategies_run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userFollowInvest/getInvestAgencyList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Agencies (model portfolios) open to copy, each with its strategy, track record and published terms
         * @description Public: no session needed.
         */
        get: operations["follow_getInvestAgencyList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userFollowInvest/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a copy of `amount` would open now, the fee, the end date and the worst case
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["follow_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userFollowInvest/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copies an agency with `amount` USD from FOLLOW for `periodDays` (no exit before the end)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["follow_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userFollowInvest/pageList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's copy orders (trade tab 5), newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["follow_pageList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userFollowInvest/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One copy order of the user: value, P/L, positions and every mirrored trade
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["follow_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/userFollowInvest/exit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Always refused before the period ends (FOLLOW_NO_EXIT): copy orders cannot be sold
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["follow_exit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/follow/agencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every agency with its followers and money invested
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["adminFollow_agencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/follow/agencies/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates (no id) or edits an agency (audited)
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminFollow_saveAgency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/quantization/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AI quant products with their strategies, cycles, limits, fees and track records
         * @description Public: no session needed.
         */
        get: operations["quant_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/quantization/getRanking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products ranked by time-weighted return over a stated window (from real results)
         * @description Public: no session needed.
         */
        get: operations["quant_getRanking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/quantization/profit/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's daily profit records, newest first (one subscription with orderId)
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["quant_profitList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/quantization/getProfitStat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today, cumulative and per-product profit: sums of the daily records
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["quant_getProfitStat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/quantization/order/pageList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's subscriptions, newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["quant_orderPageList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/quantization/order/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One subscription of the user
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["quant_orderDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/quantization/order/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribes (form-encoded): locks `amount` USD from FINANCIAL for the cycle; `secret` for restricted products
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["quant_orderSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/quant/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every quant product with its subscriptions
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["adminQuant_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/quant/products/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates (no id) or edits a quant product (audited)
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminQuant_saveProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/blockTrade/authority": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's block-trading authority (not opened, under review, opened, refused)
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["blocktrade_authority"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/blockTrade/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies for block-trading activation (experience, risk text accepted); an operator reviews it
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["blocktrade_apply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/blockTrade/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block offers open now, priced at their discount to the live reference price (simulated market)
         * @description Public: no session needed.
         */
        post: operations["blocktrade_offers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/m_ft/block_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stocks open to block trades (at least 10,000 shares)
         * @description Public: no session needed.
         */
        post: operations["market_blockList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/blockTrade/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What buying `quantity` shares of an offer costs now (price, fee, IVA, total, lock-up) and the rules
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["blocktrade_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/blockTrade/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A block trade: at least 10,000 shares of an offer at its discounted price, paid from the stock wallet; payPassword and an idempotency key
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["blocktrade_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/blockTrade/pageList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's block orders and the positions they became, newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["blocktrade_pageList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/blockTrade/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sells a block position at the live bid, less fee and IVA; refused while its lock-up runs
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["blocktrade_close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/blocktrade/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Block-trading activation applications (the review queue), oldest pending first
         * @description Operator roles: admin, kyc_reviewer (admin may call every route)
         */
        get: operations["adminBlocktrade_applications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/blocktrade/applications/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens or refuses a block-trading application under review (audited; the user gets a notice)
         * @description Operator roles: admin, kyc_reviewer (admin may call every route)
         */
        post: operations["adminBlocktrade_review"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/blocktrade/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Block offers (all statuses), newest first
         * @description Operator roles: admin (admin may call every route)
         */
        get: operations["adminBlocktrade_offers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/blocktrade/offers/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a block offer (admin only; audited)
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminBlocktrade_createOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/blocktrade/offers/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edits a block offer (admin only; audited); the stock cannot change once someone bought from it
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminBlocktrade_updateOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/blocktrade/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Block orders of every user, newest first
         * @description Operator roles: admin, money_reviewer (admin may call every route)
         */
        get: operations["adminBlocktrade_orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/robot/pageList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mining robots on offer, each with its expected daily reward and energy cost at today’s simulated network and BTC price (and at ±20 %)
         * @description Public: no session needed.
         */
        post: operations["mining_pageList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/robot/network": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The simulated Bitcoin network: hash rate, difficulty, next retarget, subsidy, fees, BTC price
         * @description Public: no session needed.
         */
        post: operations["mining_network"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/robot/getMiningQuota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Units the user may still take of each robot (quota per user and capacity left)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["mining_quota"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/robotOrder/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * All-in cost of renting or buying `units` with `energyDays` of prepaid energy, the expected reward, and the rule
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["mining_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/robotOrder/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rents or buys a robot from the FINANCIAL wallet (USD): price + prepaid energy; payPassword and an idempotency key
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["mining_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/robotOrder/pageList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's robots, newest first (active: states 1-5; closed: expired or redeemed)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["mining_orderList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/robotOrder/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One robot of the user
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["mining_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/robotOrder/energy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepays `energyDays` more of energy; a robot stopped for lack of energy restarts
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["mining_energy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/robotOrder/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends a robot: rent = whole days left pro rata minus the fee; buy = depreciated value minus the fee; plus the energy left
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["mining_redeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/robotOrder/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Earnings history: each period's blocks, reward credited in BTC, price and its US$ value
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["mining_payouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/robotMessage/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A robot's last 20 messages (state changes and payouts), newest first
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["mining_messages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/mining/robots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mining robots (all statuses)
         * @description Operator roles: admin (admin may call every route)
         */
        get: operations["adminMining_robots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/mining/robots/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a mining robot (admin only; audited)
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminMining_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/mining/robots/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edits a mining robot (admin only; audited). Hash rate, J/TH, mode and cycle are fixed once sold
         * @description Operator roles: admin (admin may call every route)
         */
        post: operations["adminMining_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/admin/mining/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The simulated network and the robots: orders by state, paid, mined, prepaid energy
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["adminMining_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/alerts/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a price alert on an instrument (a level above or below the last price, or a percent move in the day)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["alerts_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/alerts/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's alerts, newest first; code: one instrument's
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["alerts_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/alerts/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes one of the caller's alerts
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["alerts_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/alerts/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The published rules of price alerts (how many per user), with their text
         * @description Public: no session needed.
         */
        get: operations["alerts_rules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/documents/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's documents, newest first (statements and trade confirmations)
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["documents_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/documents/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The account statement of a closed month in the caller's language (made once, then the same file)
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["documents_statement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/documents/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The trade confirmation PDF of one of the caller's filled orders, in the caller's language
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["documents_confirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/documents/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's documents with its PDF (base64)
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["documents_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/documents/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends one of the caller's documents to the caller's email, the PDF attached
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["documents_email"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/documents/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's document language and email choices
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["documents_preferences"];
        put?: never;
        /**
         * Sets the caller's document language and email choices
         * @description Needs a session: `Authorization` with the login token.
         */
        post: operations["documents_setPreferences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/insight/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The portfolio value and its time- and money-weighted returns over a period, in MXN and per currency, against the S&P 500 and the S&P/BMV IPC
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["insight_performance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/insight/allocation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the portfolio holds now by market, asset class, currency and sector (cash, positions and every product area), in MXN
         * @description Needs a session: `Authorization` with the login token.
         */
        get: operations["insight_allocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AlertInputInput: {
            code: string;
            /** @enum {string} */
            kind: "price_above" | "price_below" | "change_up" | "change_down";
            /** @description price_above / price_below: the level, in the instrument currency, at most its decimals */
            price?: string | number;
            /** @description change_up / change_down: the move against the previous close, in percent (0.01 to 100, two decimals) */
            percent?: string | number;
            /**
             * @description fire once per crossing (re-armed when the price crosses back) instead of once
             * @default false
             */
            repeat?: boolean;
            /**
             * @description also send an email when it fires
             * @default false
             */
            email?: boolean;
        };
        AuctionCreateBodyInput: {
            code: string;
            /** @enum {string} */
            orderKind: "AO" | "ALO";
            price?: string | number;
            quantity: number;
            /** @description the 6-digit transaction password */
            payPassword: string;
            termsVersionId?: number;
            /** @description or header Idempotency-Key */
            idempotencyKey?: string;
        };
        BillQueryInput: {
            /** @default 1 */
            pageNum?: number;
            /** @default 20 */
            pageSize?: number;
            /** @enum {string} */
            walletType?: "BALANCE" | "STOCK" | "US_STOCK" | "MX" | "HK_STOCK" | "FUTURE" | "FOREX" | "FOLLOW" | "SUBSCRIPTION" | "FINANCIAL";
            /** @enum {string} */
            currency?: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            kind?: string;
            /** @enum {string} */
            direction?: "in" | "out";
            /** @description ms, inclusive */
            startTime?: number;
            /** @description ms, exclusive */
            endTime?: number;
        };
        BlockApplyBodyInput: {
            /** @enum {string} */
            experience: "none" | "under_1y" | "1_3y" | "over_3y";
            /**
             * @description the user read and accepted the block-trade risk text
             * @enum {boolean}
             */
            riskAccepted: true;
        };
        BondIssueInputInput: {
            code: string;
            /** @enum {string} */
            type: "CETES" | "BONOS_M" | "UDIBONOS" | "T_BILL" | "T_NOTE" | "T_BOND";
            name: {
                es: string;
                en: string;
                zh: string;
            };
            /** @description percent a year (0 for CETES and bills) */
            couponRate: string | number;
            issueDate: string;
            maturityDate?: string;
            rollingDays?: number;
            /** @description BONOS M / UDIBONOS: the first coupon (a long or short first period, N = actual days); later ones every 182 days to maturity */
            firstCouponDate?: string;
            face: string | number;
            minAmount: string | number;
            /**
             * @default open
             * @enum {string}
             */
            status?: "open" | "closed";
        };
        CheckSecretBodyInput: {
            /** @description the access key as given to the user */
            secret: string;
            productId?: string | number;
        };
        CompanyKycInput: {
            fullName: string;
            licenseNumber: string;
            officeAddress: string;
            bankAccount: string;
            registrationPlace: string;
            /** @description name and position of the legal representative */
            officerInfo: string;
            /** @description digits, spaces, +, - and parentheses; 7-20 characters */
            phone: string;
            /** @description url from /file/upload */
            licenseImage: string;
        };
        CompanyRegistrationInput: {
            fullName: string;
            licenseNumber: string;
            officeAddress: string;
            bankAccount: string;
            registrationPlace: string;
            /** @description name and position of the legal representative */
            officerInfo: string;
            /** @description digits, spaces, +, - and parentheses; 7-20 characters */
            phone: string;
            /** @description corporate user ID: 3-15 letters and digits */
            username: string;
            /** @description corporate password: 8-20 letters and digits */
            password: string;
            confirmPassword: string;
            /** @description an at-sign with text on both sides */
            email: string;
            code: string;
            agreement: boolean;
            invitationCode?: string;
            /** @description the long random id the app keeps for this device */
            deviceId?: string;
        };
        CreateOrderBodyInput: {
            /** @description stock_code: AAPL, WALMEX *, 00700, GC, USD/MXN */
            code: string;
            /** @description Direction: Buy (long) 0, Sell (short) 1 */
            direction: number;
            /**
             * @description OrderType: Market 0, Limit 1
             * @default 0
             */
            orderType?: number;
            /** @description shares (US, MX; US to the published fractional precision), shares in board lots (HK), contracts (futures), lots (forex); required unless `amount` */
            quantity?: string | number;
            /** @description limit price; required for a limit order, ignored for market */
            price?: string | number;
            /** @description one of the market leverages (default: its defaultLeverage) */
            leverage?: number;
            /**
             * @description 'half' isolated (default) or 'full' cross
             * @default half
             * @enum {string}
             */
            marginMode?: "half" | "full";
            /** @description price; long: below the price, short: above */
            stopLoss?: string | number;
            /** @description price; long: above the price, short: below */
            takeProfit?: string | number;
            /** @description stocks, direction 1: open a short (margin account only); otherwise a stock sell sells the holding */
            short?: boolean;
            /** @description market order: the price the user confirmed; refused with PRICE_MOVED when the fill is worse by more than priceBandPercent */
            confirmedPrice?: string | number;
            /** @description US stocks, market buy: spend this much (instrument currency, e.g. "50.00"); the quantity is worked out to the published fractional precision, rounded down (quantity is then ignored) */
            amount?: string | number;
            /** @description the 6-digit transaction password */
            payPassword: string;
            /** @description or header Idempotency-Key */
            idempotencyKey?: string;
        };
        DocumentPreferencesInput: {
            /**
             * @description the language the month-end job writes statements in
             * @enum {string}
             */
            locale: "es" | "en" | "zh";
            /** @description email each monthly statement as it is made */
            emailStatements: boolean;
            /** @description email each trade confirmation as it is made */
            emailConfirmations: boolean;
        };
        EditSubscriptionBodyInput: {
            id: number;
            /** @description US/MX shares; HK lots (a published tier) */
            quantity: number;
            /** @description decimal, at most 4 decimals */
            limitPrice?: string;
            /** @description the 6-digit transaction password */
            payPassword: string;
        };
        IndividualKycInput: {
            firstName: string;
            lastName: string;
            /** @enum {string} */
            documentType: "idCard" | "passport" | "DL";
            /** @description for country MX and idCard: a CURP (18) or RFC (13); otherwise 5-20 letters and digits */
            documentNumber: string;
            /** @description code from /areaInfo/list */
            country: string;
            /** @description url from /file/upload */
            frontImage: string;
            /** @description url from /file/upload */
            backImage: string;
        };
        IndividualRegistrationInput: {
            /** @description 4-20 letters, digits, _ or - */
            username: string;
            /** @description an at-sign with text on both sides */
            email: string;
            /** @description 8-20 letters, digits or !@#$%^&*-_™€<>+= */
            password: string;
            confirmPassword: string;
            /** @description 6-digit code from /getEmailCode (type register) */
            code: string;
            /** @description the user agreement must be accepted (true) */
            agreement: boolean;
            invitationCode?: string;
            /** @description the long random id the app keeps for this device */
            deviceId?: string;
        };
        IpoSetupInputInput: {
            /** @enum {string} */
            market: "US" | "MX" | "HK";
            code: string;
            nameEs: string;
            nameEn: string;
            nameZh: string;
            exchange: string;
            /** @default  */
            sector?: string;
            /** @description decimal, at most 4 decimals */
            priceLow: string;
            /** @description decimal, at most 4 decimals */
            priceHigh: string;
            lotSize: number;
            sharesOffered: number;
            opensAt: number;
            closesAt: number;
            allotAt: number;
            listAt: number;
            /** @description HK only */
            mechanism?: {
                /** @enum {string} */
                kind: "A";
                steps: {
                    multiple: number;
                    percent: number;
                }[];
            } | {
                /** @enum {string} */
                kind: "B";
                percent: number;
            };
            /** @description HK: amount, default 5,000,000 */
            poolAThreshold?: string;
            /** @description HK: largest tier */
            maxLots?: number;
            /** @default  */
            description?: string;
        };
        IssueAccessKeyBodyInput: {
            /** @enum {string} */
            product: "quant" | "blocktrade" | "placing";
            scope?: string;
            label?: string;
            /**
             * @description 1 = single use
             * @default 1
             */
            maxUses?: number;
            /** @description bind the key to this user */
            userId?: number;
            /** @description ms; absent = never expires */
            expiresAt?: number;
        };
        OrderInputInput: {
            /** @description stock_code: AAPL, WALMEX *, 00700, GC, USD/MXN */
            code: string;
            /** @description Direction: Buy (long) 0, Sell (short) 1 */
            direction: number;
            /**
             * @description OrderType: Market 0, Limit 1
             * @default 0
             */
            orderType?: number;
            /** @description shares (US, MX; US to the published fractional precision), shares in board lots (HK), contracts (futures), lots (forex); required unless `amount` */
            quantity?: string | number;
            /** @description limit price; required for a limit order, ignored for market */
            price?: string | number;
            /** @description one of the market leverages (default: its defaultLeverage) */
            leverage?: number;
            /**
             * @description 'half' isolated (default) or 'full' cross
             * @default half
             * @enum {string}
             */
            marginMode?: "half" | "full";
            /** @description price; long: below the price, short: above */
            stopLoss?: string | number;
            /** @description price; long: above the price, short: below */
            takeProfit?: string | number;
            /** @description stocks, direction 1: open a short (margin account only); otherwise a stock sell sells the holding */
            short?: boolean;
            /** @description market order: the price the user confirmed; refused with PRICE_MOVED when the fill is worse by more than priceBandPercent */
            confirmedPrice?: string | number;
            /** @description US stocks, market buy: spend this much (instrument currency, e.g. "50.00"); the quantity is worked out to the published fractional precision, rounded down (quantity is then ignored) */
            amount?: string | number;
        };
        PayBodyInput: {
            id: number;
            /** @description the 6-digit transaction password */
            payPassword: string;
            /** @description or header Idempotency-Key */
            idempotencyKey?: string;
        };
        PlacingCreateBodyInput: {
            trancheId: number;
            quantity: number;
            /** @description the access key */
            secret: string;
            /** @description the 6-digit transaction password */
            payPassword: string;
            /** @description the rule version the user read */
            termsVersionId?: number;
            /** @description or header Idempotency-Key */
            idempotencyKey?: string;
        };
        PreviewBodyInput: {
            ipoId: number;
            /** @description US/MX shares; HK lots (a published tier) */
            quantity: number;
            /** @description decimal, at most 4 decimals */
            limitPrice?: string;
            financePercent?: number;
        };
        RobotInputInput: {
            name: {
                es: string;
                en: string;
                zh: string;
            };
            model: string;
            /** @enum {string} */
            mode: "rent" | "buy";
            hashrateThs: string | number;
            jPerTh: string | number;
            cycleDays: number;
            pricePerThDay?: string | number;
            price?: string | number;
            capacityUnits: number;
            userQuota: number;
            /**
             * @default open
             * @enum {string}
             */
            status?: "open" | "closed";
        };
        SubscribeBodyInput: {
            ipoId: number;
            /** @description US/MX shares; HK lots (a published tier) */
            quantity: number;
            /** @description US: within the range (default the top) */
            limitPrice?: string;
            /** @description HK: the share of the application the broker lends (0 = none), up to the published maximum */
            financePercent?: number;
            /** @description the 6-digit transaction password */
            payPassword: string;
            /** @description or header Idempotency-Key */
            idempotencyKey?: string;
        };
        SubscriptionActionInput: {
            id: number;
            /** @description the 6-digit transaction password */
            payPassword: string;
        };
        TermsPublishBodyInput: {
            /** @description the product area, e.g. "trading" */
            product: string;
            /**
             * @description the item inside the product (e.g. a market "US"); "" when the product has one rule
             * @default
             */
            item?: string;
            terms: {
                [key: string]: unknown;
            };
            text: {
                es: string;
                en: string;
                zh: string;
            };
            /** @description ms; default now; never in the past */
            effectiveFrom?: number;
            /** @description why the terms change (kept with the version and in the audit log) */
            note?: string;
        };
        AccessKeyUseView: {
            id: number;
            keyId?: number;
            product: string;
            userId?: number;
            ip?: string;
            /** @enum {string} */
            action: "check" | "consume";
            /** @enum {string} */
            outcome: "ok" | "unknown" | "expired" | "revoked" | "used_up" | "other_user" | "wrong_scope" | "locked";
            ref?: string;
            createdAt: number;
        };
        AccessKeyView: {
            id: number;
            /** @enum {string} */
            product: "quant" | "blocktrade" | "placing";
            /** @description the item the key opens; absent = any item of the product */
            scope?: string;
            /** @description first characters of the key, to tell keys apart */
            prefix: string;
            label?: string;
            maxUses: number;
            uses: number;
            userId?: number;
            expiresAt?: number;
            revokedAt?: number;
            /** @enum {string} */
            status: "active" | "expired" | "revoked" | "used_up";
            createdBy?: string;
            createdAt: number;
        };
        AdminArticle: {
            id: number;
            title: string;
            summary: string;
            body: string;
            /** @enum {string} */
            category: "markets" | "economy" | "companies" | "global";
            /** @enum {string} */
            language: "es" | "en" | "zh";
            cover?: string;
            source?: string;
            /** @enum {string} */
            status: "draft" | "published";
            publishAt?: number;
            live: boolean;
            createdAt: number;
            updatedAt: number;
            /** @description operator username */
            updatedBy?: string;
        };
        AdminConversation: {
            id: number;
            /** @enum {string} */
            kind: "user" | "guest";
            /** @enum {string} */
            status: "open" | "closed";
            email?: string;
            receipts: components["schemas"]["ChatReceipts"];
            createdAt: number;
            userId?: number;
            username?: string;
            assignedOperatorId?: number;
            assignedOperator?: string;
            lastMessage?: components["schemas"]["ChatMessage"];
            unread: number;
            lastMessageAt?: number;
            closedAt?: number;
        };
        AdminDeposit: {
            id: number;
            orderNo: string;
            /** @enum {string} */
            method: "bank" | "crypto";
            /** @description MXN, USD, EUR, USDT, BTC or ETH */
            currency: string;
            /** @enum {string} */
            network?: "TRC20" | "ERC20" | "BTC" | "ETH";
            /** @description in `currency` */
            amount: string;
            /** @enum {string} */
            creditCurrency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @description what the wallet got (crypto: once confirmed) */
            creditAmount?: string;
            /** @description crypto: USD per unit used for the credit */
            rate?: string;
            proofUrl?: string;
            /** @description crypto: the deposit address */
            address?: string;
            txHash?: string;
            confirmations?: number;
            requiredConfirmations?: number;
            /** @description 1 Pending Review, 2 Audit Failure, 3 Completed */
            status: 1 | 2 | 3;
            statusLabel: string;
            /** @description why it failed */
            reason?: string;
            /** @description why the credit differs from the declared amount (issue 30.1) */
            creditReason?: string;
            /** @description bank: the concept the user was told to write (BMX0000002) */
            reference?: string;
            createdAt: number;
            completedAt?: number;
            reviewedAt?: number;
            userId: number;
            username: string;
            reviewedBy?: string;
            history: components["schemas"]["MoneyHistoryEntry"][];
            /** @description who paid, as the user declared it */
            payer?: {
                bank?: string;
                name?: string;
                account?: string;
            };
            /** @description the user's verified name, to compare with the payer's */
            kycName?: string;
            proposal?: {
                /** @description decimal string with the currency decimals */
                amount: string;
                reason: string;
                by: string;
                at: number;
            };
            approvedBy: string[];
        };
        AdminFundOrder: {
            id: number;
            productId: number;
            code: string;
            name: string;
            /** @enum {string} */
            kind: "on_demand" | "fixed_term";
            status: 0 | 1 | 2 | 3;
            /** @description MXN paid */
            amount: string;
            /** @description MXN */
            stampDuty: string;
            /** @description decimal string with the currency decimals */
            investedInr: string;
            inrPerMxn: string;
            navDate: string;
            /** @description allotment NAV, once published */
            nav?: string;
            /** @description 3 decimals, once allotted */
            units?: string;
            /** @description units still held and free to redeem: allotted − paid out − waiting for their NAV */
            unitsHeld?: string;
            /** @description units paid out by redemptions so far */
            unitsRedeemed?: string;
            /** @description each redemption of this purchase, oldest first */
            redemptions?: components["schemas"]["FundRedemption"][];
            lockInEnd?: string;
            /** @description INR: the units not yet paid out at the latest NAV */
            value?: string;
            /** @description INR: value + redeemed − cost (cost = amount × rate, stamp duty included) */
            income?: string;
            redeemable: boolean;
            redeemNavDate?: string;
            redeemNav?: string;
            /** @description percent */
            exitLoadRate?: string;
            /** @description decimal string with the currency decimals */
            exitLoadInr?: string;
            /** @description units × NAV − exit load, all redemptions paid so far */
            redeemInr?: string;
            /** @description MXN paid back to FINANCIAL, all redemptions paid so far */
            redeemAmount?: string;
            rejectReason?: string;
            termsVersionId: number;
            createTime: number;
            auditTime?: number;
            allotTime?: number;
            redeemTime?: number;
            userId: number;
        };
        AdminIpo: {
            id: number;
            stock_code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK";
            exchange: string;
            currency: string;
            sector: string;
            priceLow: number;
            priceHigh: number;
            /** @description Final offer price, once priced */
            issuePrice?: number;
            lotSize: number;
            sharesOffered: number;
            purchaseStartDate: string;
            purchaseEndDate: string;
            listDate: string;
            /** @description End of the subscription window (ms) */
            purchaseEndDateTimestamp: number;
            /** @description Listing day open (ms) */
            listDateTimestamp: number;
            /** @enum {string} */
            status: "upcoming" | "subscribing" | "pending_listing" | "listed";
            /** @description Current price once listed */
            price_nominal?: number;
            /** @description Percent change from the offer price once listed */
            change_ratio?: number;
            description: string;
            underwriters: string[];
            useOfProceeds: string;
            purchaseStartDateTimestamp?: number;
            allotmentDate?: string;
            allotmentDateTimestamp?: number;
            /** @description the window is open now */
            subscribable?: boolean;
            allotted?: boolean;
            /** @description HK: the published application tiers */
            tiers?: components["schemas"]["IpoTier"][];
            mechanism?: {
                /** @enum {string} */
                kind: "A";
                steps: {
                    multiple: number;
                    percent: number;
                }[];
            } | {
                /** @enum {string} */
                kind: "B";
                percent: number;
            };
            /** @description HK: applications up to this amount go to pool A */
            poolAThreshold?: string;
            fees?: {
                brokeragePercent: string;
                sfcLevyPercent: string;
                afrcLevyPercent: string;
                tradingFeePercent: string;
                /** @description IVA on the brokerage, percent */
                ivaPercent?: string;
            };
            /** @description SHA-256 (hex) of the ballot seed, published from set-up: the seed revealed after allotment must hash to it */
            seedCommitment?: string;
            /** @description the ballot seed, published after allotment */
            seed?: string;
            /** @description the basis of allotment, published after allotment */
            basis?: components["schemas"]["IpoBasis"];
            /** @description HK: the published financing terms (the broker lends up to maxPercent of the application) */
            financing?: {
                maxPercent: number;
                ratePercent: string;
                /** @description interest days: from the close to the day before allotment */
                days: number;
            };
            termsVersionId?: number;
            names: {
                es: string;
                en: string;
                zh: string;
            };
            subscriptions: number;
            requestedShares: number;
        };
        AdminRobotView: {
            id: number;
            model: string;
            /** @enum {string} */
            mode: "rent" | "buy";
            /** @description TH/s per unit */
            hashrateThs: string;
            jPerTh: string;
            watts: string;
            /** @description days: the rental period, or the service life of a bought machine */
            cycle: number;
            /** @description rent: US$ per TH/s per day */
            pricePerThDay?: string;
            /** @description US$ per unit: rent = TH/s × price per TH/day × days; buy = the machine price */
            price: string;
            capacityUnits: number;
            availableUnits: number;
            /** @description units one user may hold at once */
            userQuota: number;
            /** @enum {string} */
            status: "open" | "closed";
            name: {
                es: string;
                en: string;
                zh: string;
            };
            soldUnits: number;
            runningOrders: number;
            createdAt: number;
        };
        AdminServiceApplication: {
            id: number;
            /** @enum {string} */
            service: "BLOCK_TRADE" | "MARGIN" | "FOLLOW";
            /** @description 1 pending review, 2 review failed, 3 approved (ReviewStatus) */
            status: number;
            statusLabel: string;
            remark?: string;
            /** @description why it was refused */
            reason?: string;
            createdAt: number;
            reviewedAt?: number;
            userId: number;
            username: string;
            reviewedBy?: string;
        };
        AdminUser: {
            userId: number;
            username: string;
            email: string;
            /** @description 2 individual, 4 company */
            accountType: 2 | 4;
            /** @enum {string} */
            kycStatus: "none" | "pending" | "verified" | "failed";
            invitationCode: string;
            payPasswordSet: boolean;
            twoFactorEnabled?: boolean;
            frozen: boolean;
            frozenReason?: string;
            createdAt: number;
            lastLoginAt?: number;
        };
        AdminWithdrawal: {
            id: number;
            orderNo: string;
            /** @enum {string} */
            method: "bank" | "crypto";
            /** @enum {string} */
            currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @description decimal string with the currency decimals */
            amount: string;
            /** @description decimal string with the currency decimals */
            fee: string;
            destination: components["schemas"]["WithdrawalDestination"];
            /** @enum {string} */
            payoutAsset?: "USDT" | "BTC" | "ETH";
            payoutAmount?: string;
            /** @description 1 Pending Review, 2 Audit Failure, 3 Completed */
            status: 1 | 2 | 3;
            statusLabel: string;
            /** @enum {string} */
            stage: "review" | "approved" | "sent" | "paid" | "rejected" | "returned";
            /** @description SPEI clave de rastreo (bank) or transaction hash (crypto), once sent */
            trackingKey?: string;
            sentAt?: number;
            paidAt?: number;
            returnedAt?: number;
            reason?: string;
            approvals: number;
            requiredApprovals: number;
            createdAt: number;
            reviewedAt?: number;
            /** @description approved, not sent: the cut-off by which it should leave */
            cutoff?: components["schemas"]["PayoutCutoff"];
            userId: number;
            username: string;
            approvedBy: string[];
            reviewedBy?: string;
            /** @description full card / wallet details for the payout */
            destinationDetail?: {
                [key: string]: string;
            };
            history: components["schemas"]["MoneyHistoryEntry"][];
            /** @description signals for the reviewer (WITHDRAWAL_RISK_FLAGS): on one withdrawal and the review actions, not on the queue pages */
            riskFlags?: ("new_payout_account" | "first_withdrawal" | "large_vs_history" | "new_device")[];
        };
        AgencyAdminView: {
            strategyId: number;
            nameEs: string;
            nameEn: string;
            nameZh: string;
            /** @default  */
            descriptionEs: string;
            /** @default  */
            descriptionEn: string;
            /** @default  */
            descriptionZh: string;
            /** @enum {string} */
            status: "open" | "closed";
            id: number;
            followers: number;
            /** @description decimal string with the currency decimals */
            invested: string;
        };
        AlertRules: {
            termsVersionId: number;
            /** @description live (armed or waiting) alerts per user at most */
            maxActive: number;
            /** @description the rule text in the request language */
            text: string;
        };
        AlertView: {
            id: number;
            code: string;
            name: string;
            /** @enum {string} */
            kind: "price_above" | "price_below" | "change_up" | "change_down";
            /** @description the level (price kinds), instrument decimals */
            price?: string;
            /** @description the move in percent (change kinds) */
            percent?: string;
            repeat: boolean;
            email: boolean;
            /** @enum {string} */
            state: "armed" | "waiting" | "triggered";
            firedCount: number;
            lastFiredAt?: number;
            /** @description the last price when it last fired */
            lastFiredPrice?: string;
            createTime: number;
        };
        AllocationSlice: {
            /** @description stable key: a market (US, MX, HK, FUTURES, FOREX, CASH, OTHER), an asset class, a currency or a sector (INSIGHT_SECTORS) */
            key: string;
            /** @description decimal string */
            valueMxn: string;
            /** @description of the total, 2 decimals */
            share: string;
        };
        AppVersion: {
            version: string;
            buildNumber: number;
            platform: string;
            forceUpdate: boolean;
            releaseNotes: string;
            /** @description Unix seconds */
            publishedAt: number;
        };
        Area: {
            /** @description ISO 3166-1 alpha-2 for a country, ISO 3166-2 for a Mexican state */
            code: string;
            name: string;
            parentCode?: string;
            dialCode?: string;
        };
        Article: {
            id: number;
            title: string;
            summary: string;
            /** @enum {string} */
            category: "markets" | "economy" | "companies" | "global";
            /** @enum {string} */
            language: "es" | "en" | "zh";
            cover?: string;
            source?: string;
            /** @description ms since epoch */
            publishAt: number;
            body: string;
        };
        ArticlePage: {
            list: components["schemas"]["ArticleSummary"][];
            total: number;
            totalEstimated?: boolean;
            pageNum: number;
            pageSize: number;
        };
        ArticleSummary: {
            id: number;
            title: string;
            summary: string;
            /** @enum {string} */
            category: "markets" | "economy" | "companies" | "global";
            /** @enum {string} */
            language: "es" | "en" | "zh";
            cover?: string;
            source?: string;
            /** @description ms since epoch */
            publishAt: number;
        };
        AuctionCross: {
            id: number;
            /** @enum {string} */
            market: "US" | "MX" | "HK";
            day: string;
            code: string;
            price?: string;
            volume: number;
            imbalance: number;
            userOrders: number;
            filledOrders: number;
            crossedAt: number;
        };
        AuctionIndicative: {
            code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK";
            currency: string;
            decimals: number;
            lotSize: number;
            maxQuantity: number;
            /** @description previous close */
            refPrice: number;
            bandLow: number;
            bandHigh: number;
            /** @description absent when nothing crosses */
            indicativePrice?: number;
            indicativeVolume: number;
            /** @description at the IEP: AO buys + bids at or above it */
            buyVolume: number;
            sellVolume: number;
            /** @description buy volume - sell volume at the IEP */
            imbalance: number;
            window: components["schemas"]["AuctionWindow"];
            /** @enum {boolean} */
            simulated: true;
        };
        AuctionOrder: {
            id: number;
            code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK";
            currency: string;
            /** @enum {string} */
            orderKind: "AO" | "ALO";
            /** @description ALO limit */
            price?: string;
            quantity: number;
            /** @description held while queued (wallet currency) */
            held: string;
            walletCurrency: string;
            /** @enum {string} */
            status: "queued" | "filled" | "partial" | "carried" | "cancelled";
            filledQuantity: number;
            fillPrice?: string;
            carriedQuantity: number;
            /** @description the filled stock order */
            tradeOrderId?: number;
            /** @description the limit order carried into the session */
            carriedOrderId?: number;
            /** @description why it was cancelled, in the caller language */
            reason?: string;
            day: string;
            crossAt: number;
            termsVersionId: number;
            createTimeTimestamp: number;
            modifyTimeTimestamp: number;
        };
        AuctionWindow: {
            /** @enum {string} */
            market: "US" | "MX" | "HK";
            /** @description trading date of the auction (exchange local, YYYY-MM-DD) */
            day: string;
            inputStart: number;
            noCancelAt: number;
            inputEnd: number;
            /** @description the regular open: the cross */
            crossAt: number;
            /** @enum {string} */
            phase: "input" | "no_cancel" | "frozen" | "closed";
            timezone: string;
            /** @description the server's time when the phase was read (ms): a client times the next phase from it, not from its own clock */
            now: number;
        };
        AuditEntry: {
            id: number;
            operatorId?: number;
            operatorUsername: string;
            /** @description e.g. operator.login, kyc.approve, kyc.reject, user.freeze, user.unfreeze, operator.create */
            action: string;
            targetType?: string;
            targetId?: string;
            detail?: {
                [key: string]: unknown;
            };
            ip?: string;
            createdAt: number;
        };
        BankCard: {
            id: number;
            bankName: string;
            accountName: string;
            cardNo: string;
            cardNoMasked: string;
            country: string;
            swiftCode?: string;
            branchCode?: string;
            abaRouting?: string;
            bankAddress?: string;
            region?: string;
            city?: string;
            postalCode?: string;
            personalAddress?: string;
            frontImage?: string;
            backImage?: string;
            createdAt: number;
            updatedAt: number;
            /** @description ms: withdrawals to it wait until then (PAYOUT_COOLING_OFF_HOURS after it was added or its destination changed) */
            usableFrom: number;
        };
        BillDetail: {
            /** @description instrument code */
            code?: string;
            /** @description instrument name in the request language */
            name?: string;
            /** @enum {string} */
            side?: "buy" | "sell";
            /** @enum {string} */
            openClose?: "open" | "close";
            quantity?: string;
            price?: string;
            /** @description a close: what the position gave back before commission and IVA */
            proceeds?: string;
            /** @description commission of the trade */
            fee?: string;
            /** @description IVA on the commission */
            iva?: string;
            /** @description decimal string with the currency decimals */
            realizedPnl?: string;
            /** @description the order whose confirmation this line belongs to */
            orderId?: number;
            /**
             * @description a transfer: the wallet on the other side
             * @enum {string}
             */
            otherWallet?: "BALANCE" | "STOCK" | "US_STOCK" | "MX" | "HK_STOCK" | "FUTURE" | "FOREX" | "FOLLOW" | "SUBSCRIPTION" | "FINANCIAL";
            /** @enum {string} */
            otherCurrency?: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @description a transfer: the applied rate */
            rate?: string;
        };
        BillItem: {
            /** @description posting id */
            id: number;
            txId: number;
            /** @enum {string} */
            walletType: "BALANCE" | "STOCK" | "US_STOCK" | "MX" | "HK_STOCK" | "FUTURE" | "FOREX" | "FOLLOW" | "SUBSCRIPTION" | "FINANCIAL";
            /** @enum {string} */
            currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @description signed: positive in, negative out */
            amount: string;
            /** @description running balance of that wallet and currency after this posting */
            balanceAfter: string;
            /** @description one of BILL_KINDS or another module kind */
            kind: string;
            /** @enum {string} */
            direction: "in" | "out";
            /** @description what it was, in the request language */
            title: string;
            /** @description what it is about, e.g. "deposit:12", "transfer:7", "order:34" */
            ref?: string;
            /** @description the reference in words, in the request language ("Robot order #12", "Loan #5, payment 2"), when its area names it */
            refText?: string;
            createdAt: number;
            detail?: components["schemas"]["BillDetail"];
        };
        BlockApplicationView: {
            userId: number;
            /** @enum {string} */
            status: "under_review" | "opened" | "refused";
            /** @enum {string} */
            experience: "none" | "under_1y" | "1_3y" | "over_3y";
            appliedAt: number;
            /** @description how many times the user applied */
            applications: number;
            reviewedAt?: number;
            reviewedBy?: string;
            reason?: string;
        };
        BlockAuthority: {
            /** @enum {string} */
            status: "not_opened" | "under_review" | "opened" | "refused";
            /** @enum {string} */
            experience?: "none" | "under_1y" | "1_3y" | "over_3y";
            appliedAt?: number;
            reviewedAt?: number;
            /** @description why it was refused, as the reviewer wrote it */
            reason?: string;
            /** @description not opened, or refused: the apply form is shown */
            canApply: boolean;
        };
        BlockOffer: {
            id: number;
            code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK";
            currency: string;
            /** @description decimal string */
            discountPercent: string;
            /** @description decimal string */
            lastPrice: string;
            /** @description the day's volume-weighted average price (last when nothing traded) */
            vwap: string;
            /** @description the lower of last and VWAP */
            referencePrice: string;
            /** @description reference x (1 - discount), rounded down to the stock decimals */
            price: string;
            minQuantity: number;
            /** @description shares still on offer */
            available: number;
            totalQuantity: number;
            startsAt: number;
            endsAt: number;
            /** @description 0 = no lock-up */
            lockupDays: number;
            /** @enum {string} */
            status: "open" | "closed";
            /** @description open now: status open, inside the window, shares left */
            open: boolean;
            /**
             * @description prices come from the simulated market
             * @enum {boolean}
             */
            simulated: true;
        };
        BlockOfferAdminView: {
            id: number;
            code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK";
            currency: string;
            /** @description decimal string */
            discountPercent: string;
            /** @description decimal string */
            lastPrice: string;
            /** @description the day's volume-weighted average price (last when nothing traded) */
            vwap: string;
            /** @description the lower of last and VWAP */
            referencePrice: string;
            /** @description reference x (1 - discount), rounded down to the stock decimals */
            price: string;
            minQuantity: number;
            /** @description shares still on offer */
            available: number;
            totalQuantity: number;
            startsAt: number;
            endsAt: number;
            /** @description 0 = no lock-up */
            lockupDays: number;
            /** @enum {string} */
            status: "open" | "closed";
            /** @description open now: status open, inside the window, shares left */
            open: boolean;
            /**
             * @description prices come from the simulated market
             * @enum {boolean}
             */
            simulated: true;
            soldQuantity: number;
            orders: number;
            createdBy: string;
            updatedAt: number;
        };
        BlockOrder: {
            id: number;
            offerId: number;
            code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK";
            currency: string;
            wallet: string;
            quantity: number;
            /** @description decimal string */
            referencePrice: string;
            /** @description decimal string */
            discountPercent: string;
            /** @description decimal string */
            price: string;
            /** @description decimal string with the currency decimals */
            amount: string;
            /** @description decimal string with the currency decimals */
            fee: string;
            /** @description decimal string with the currency decimals */
            iva: string;
            /** @description decimal string with the currency decimals */
            total: string;
            /** @enum {string} */
            status: "holding" | "closed";
            lockedUntil?: number;
            /** @description the lock-up still runs: the position cannot be sold */
            locked: boolean;
            /** @description holding: the live price */
            lastPrice?: string;
            /** @description holding: live bid x quantity */
            marketValue?: string;
            /** @description holding: market value - total; closed: proceeds - total */
            profit?: string;
            /** @description decimal string */
            closePrice?: string;
            /** @description closed: what came back to the wallet (after fee and IVA) */
            proceeds?: string;
            /** @description decimal string with the currency decimals */
            closeFee?: string;
            /** @description decimal string with the currency decimals */
            closeIva?: string;
            termsVersionId: number;
            createdAt: number;
            closedAt?: number;
        };
        BlockOrderAdminView: {
            id: number;
            offerId: number;
            code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK";
            currency: string;
            wallet: string;
            quantity: number;
            /** @description decimal string */
            referencePrice: string;
            /** @description decimal string */
            discountPercent: string;
            /** @description decimal string */
            price: string;
            /** @description decimal string with the currency decimals */
            amount: string;
            /** @description decimal string with the currency decimals */
            fee: string;
            /** @description decimal string with the currency decimals */
            iva: string;
            /** @description decimal string with the currency decimals */
            total: string;
            /** @enum {string} */
            status: "holding" | "closed";
            lockedUntil?: number;
            /** @description the lock-up still runs: the position cannot be sold */
            locked: boolean;
            /** @description holding: the live price */
            lastPrice?: string;
            /** @description holding: live bid x quantity */
            marketValue?: string;
            /** @description holding: market value - total; closed: proceeds - total */
            profit?: string;
            /** @description decimal string */
            closePrice?: string;
            /** @description closed: what came back to the wallet (after fee and IVA) */
            proceeds?: string;
            /** @description decimal string with the currency decimals */
            closeFee?: string;
            /** @description decimal string with the currency decimals */
            closeIva?: string;
            termsVersionId: number;
            createdAt: number;
            closedAt?: number;
            userId: number;
            accessKeyId?: number;
        };
        BlockPreview: {
            offer: components["schemas"]["BlockOffer"];
            quantity: number;
            currency: string;
            /** @description the stock wallet that pays */
            wallet: string;
            /** @description decimal string */
            price: string;
            /** @description price x quantity */
            amount: string;
            /** @description commission by the site rate table */
            fee: string;
            /** @description IVA on the commission */
            iva: string;
            /** @description amount + fee + IVA: what leaves the wallet */
            total: string;
            /** @description what the wallet has free now */
            available: string;
            /** @description the position cannot be sold before this time */
            lockedUntil?: number;
            rule: components["schemas"]["TermsRule"];
            /** @description the site rate table the fee comes from */
            feeRule: components["schemas"]["TermsRule"];
        };
        BlockTradeItem: {
            /** @description Name in the request language (Chinese name for HK stocks in zh when known) */
            name: string;
            nameEn: string;
            nameZh?: string;
            /** @description Instrument code: AAPL, WALMEX *, 00700, ES, USD/MXN, SPX, BTC/USD */
            stock_code: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK" | "FUTURES" | "FOREX" | "INDEX" | "CRYPTO";
            /** @description AssetSource: Stock 0, Forex 2, Future 3, HKStock 11, GlobalIndex 99, RobotCrypto 100 */
            source: number;
            /** @enum {string} */
            kind: "stock" | "etf" | "future" | "forex" | "index" | "crypto";
            /** @description NYSE, NASDAQ, BMV, HKEX, CME, CBOT, COMEX, NYMEX, FX, INDEX, CRYPTO */
            exchange: string;
            currency: string;
            /** @description Price decimals */
            decimals: number;
            /** @description Current minimum price step (HKEX: depends on the price band) */
            tickSize: number;
            /** @description Shares per board lot (HK), 1 elsewhere */
            lotSize: number;
            /** @enum {string} */
            status: "pre" | "open" | "lunch" | "post" | "closed";
            /** @description Last price of the regular session (live while open) */
            price_nominal: number;
            /** @description price_nominal - prevClose */
            change: number;
            /** @description Percent change from prevClose */
            change_ratio: number;
            /** @description True when change < 0 (shown in red) */
            fall: boolean;
            /** @description Today's volume (shares, contracts or units) */
            volume: number;
            /** @description Today's traded value in the instrument's currency */
            turnover: number;
            open: number;
            high: number;
            low: number;
            prevClose: number;
            bid: number;
            ask: number;
            /** @description Time of this quote (ms) */
            time: number;
            /** @description True when the instrument is on the caller's watchlist (false without a token) */
            selfSelectStatus: boolean;
            sector?: string;
            marketCap?: number;
            /** @description US stocks, during and after the pre-market session */
            preMarketPrice?: number;
            preMarketChange?: number;
            preMarketChangeRatio?: number;
            /** @description US stocks, during and after the post-market session */
            postMarketPrice?: number;
            postMarketChange?: number;
            postMarketChangeRatio?: number;
            /** @description Futures: units per contract */
            contractSize?: number;
            /** @description Futures: value of one tick per contract, in currency */
            tickValue?: number;
            /** @description Futures: what one contract is */
            unit?: string;
            /** @description Futures: the contract month that trades now (the front month) */
            contract?: components["schemas"]["FutureContract"];
            /** @description Futures: the exchange's initial margin per contract, in currency; an order asks at least this per contract */
            initialMargin?: number;
            minQuantity: number;
        };
        BondCashFlow: {
            /** @description YYYY-MM-DD */
            date: string;
            /** @enum {string} */
            kind: "coupon" | "redemption";
            /** @description decimal string with the currency decimals */
            amount: string;
            /** @description ISR withheld from it, estimated by the current rule (0 when it does not apply) */
            isr: string;
            /** @description decimal string with the currency decimals */
            net: string;
        };
        BondHolding: {
            id: number;
            bondId: number;
            code: string;
            name: string;
            /** @enum {string} */
            type: "CETES" | "BONOS_M" | "UDIBONOS" | "T_BILL" | "T_NOTE" | "T_BOND";
            currency: string;
            quantity: number;
            /** @enum {string} */
            status: "awaiting_settlement" | "bought" | "waiting_redemption" | "redeemed" | "sold";
            /** @description dirty price of one title paid */
            buyPrice: string;
            /** @description yield to maturity at purchase, percent */
            buyYield: number;
            /** @description what was paid, fee included */
            cost: string;
            /** @description decimal string with the currency decimals */
            fee: string;
            couponRate: number;
            maturityDate: string;
            expiredDateTimestamp: number;
            daysToMaturity: number;
            /** @description coupons received so far, gross (the ISR withheld is isrWithheld) */
            interest: string;
            /** @description decimal string with the currency decimals */
            isrWithheld: string;
            /** @description today: clean price x quantity (0 once closed) */
            marketValue: string;
            /** @description accrued interest today */
            accrued: string;
            /** @description what a sale today pays: clean + accrued - fee */
            sellProceeds: string;
            /** @description clean value today - clean value paid */
            pricePnl: string;
            /** @description accrued today + coupons received - accrued paid */
            interestPnl: string;
            /** @description realized result once sold or redeemed, else pricePnl + interestPnl */
            profit: string;
            termsVersionId: number;
            /** @description cash flows still to come */
            schedule: components["schemas"]["BondCashFlow"][];
            /** @description YYYY-MM-DD: the titles are held from this day (a primary auction: its settlement Thursday) */
            issueDate?: string;
            createTimeTimestamp: number;
            closeTimeTimestamp?: number;
        };
        BondIssueView: {
            id: number;
            code: string;
            /** @enum {string} */
            type: "CETES" | "BONOS_M" | "UDIBONOS" | "T_BILL" | "T_NOTE" | "T_BOND";
            /** @enum {string} */
            country: "MX" | "US";
            currency: string;
            name: {
                es: string;
                en: string;
                zh: string;
            };
            couponRate: string;
            issueDate: string;
            maturityDate?: string;
            /** @description bills re-issued weekly: maturity this many days after the latest Thursday */
            rollingDays?: number;
            /** @description the first coupon date set at issue (BONOS M / UDIBONOS) */
            firstCouponDate?: string;
            face: string;
            minAmount: string;
            /** @enum {string} */
            status: "open" | "closed";
            holdings: number;
            createdAt: number;
        };
        BondPreview: {
            bond: components["schemas"]["GovBond"];
            quantity: number;
            currency: string;
            /** @description decimal string with the currency decimals */
            cleanAmount: string;
            /** @description decimal string with the currency decimals */
            accruedAmount: string;
            /** @description decimal string with the currency decimals */
            fee: string;
            /** @description all-in cost: dirty price x quantity + fee */
            total: string;
            /** @description decimal string with the currency decimals */
            faceAmount: string;
            schedule: components["schemas"]["BondCashFlow"][];
            /** @description sum of net cash flows to maturity */
            totalReceived: string;
            rule: components["schemas"]["TermsRule"];
        };
        BondTotals: {
            list: {
                currency: string;
                /** @description open holdings (bought or waiting for redemption) */
                holdings: number;
                /** @description holdings sold or redeemed */
                closedHoldings: number;
                /** @description what the open holdings cost, fees included */
                cost: string;
                /** @description open holdings today at the clean price */
                marketValue: string;
                /** @description interest accrued on them today */
                accrued: string;
                /** @description marketValue + accrued: what the open titles are worth today */
                dirtyValue: string;
                /** @description coupons received, gross (before ISR) */
                interest: string;
                /** @description ISR withheld on those coupons */
                isrWithheld: string;
                /** @description coupons received net of ISR: what reached the wallet */
                interestNet: string;
                /** @description result of the open holdings (price and interest), not realized */
                openProfit: string;
                /** @description result of the holdings sold or redeemed: what they paid back less what they cost */
                realizedProfit: string;
                /** @description openProfit + realizedProfit */
                profit: string;
            }[];
        };
        BookLevel: {
            price: number;
            volume: number;
        };
        BulkResult: {
            results: {
                id: number;
                ok: boolean;
                error?: string;
                msg?: string;
            }[];
            done: number;
            failed: number;
        };
        Candle: {
            time: number;
            open: number;
            high: number;
            low: number;
            close: number;
            volume: number;
            turnover: number;
        };
        ChatConversation: {
            id: number;
            /** @enum {string} */
            kind: "user" | "guest";
            /** @enum {string} */
            status: "open" | "closed";
            email?: string;
            receipts: components["schemas"]["ChatReceipts"];
            createdAt: number;
        };
        ChatHistory: {
            conversation: components["schemas"]["ChatConversation"];
            messages: components["schemas"]["ChatMessage"][];
            hasMore: boolean;
        };
        ChatMessage: {
            id: number;
            conversationId: number;
            /** @enum {string} */
            sender: "user" | "guest" | "operator";
            text?: string;
            image?: string;
            clientId?: string;
            operator?: string;
            createdAt: number;
        };
        ChatProfile: {
            /** @description the name the operator chose */
            displayName?: string;
            /** @description what customers read: the display name or the house name */
            shownAs: string;
        };
        ChatReceipts: {
            conversationId: number;
            userDeliveredUpTo: number;
            userReadUpTo: number;
            operatorDeliveredUpTo: number;
            operatorReadUpTo: number;
        };
        CheckSecretResult: {
            valid: boolean;
            /**
             * @description ok when valid, else why not
             * @enum {string}
             */
            reason: "ok" | "unknown" | "expired" | "revoked" | "used_up" | "other_user" | "wrong_scope" | "locked";
            /** @description the outcome in the caller's language */
            message: string;
            remainingUses?: number;
            expiresAt?: number;
        };
        ConditionalOrder: {
            id: number;
            code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
            /** @enum {string} */
            kind: "market" | "limit" | "stop" | "stop_limit" | "trailing" | "take_profit" | "stop_loss";
            direction: number;
            /** @description decimal string: shares, contracts or lots */
            quantity: string;
            /** @description decimal string, instrument decimals */
            triggerPrice?: string;
            /** @description decimal string, instrument decimals */
            limitPrice?: string;
            trailAmount?: string;
            trailPercent?: string;
            /** @description trailing: where the stop stands now */
            trailStop?: string;
            /** @enum {string} */
            timeInForce: "day" | "gtc";
            /** @description ms: the close of the session (day) or the last day of a GTC order */
            expiresAt: number;
            extendedHours: boolean;
            /** @enum {string} */
            status: "pending" | "active" | "working" | "filled" | "cancelled" | "expired" | "rejected";
            /** @description why it was cancelled, expired or refused, in the request language */
            statusReason?: string;
            /** @enum {string} */
            role?: "entry" | "take_profit" | "stop_loss";
            /** @description a bracket leg: the id of its entry */
            groupId?: number;
            positionId?: number;
            /** @description the order it placed when it triggered */
            orderId?: number;
            createTime: number;
            triggerTime?: number;
            doneTime?: number;
            replayed?: boolean;
        };
        CopyOrder: {
            id: number;
            agencyId: number;
            agencyName: string;
            strategyId: number;
            /** @enum {string} */
            status: "following" | "settled";
            /** @enum {string} */
            currency: "USD";
            /** @description decimal string with the currency decimals */
            amount: string;
            /** @description copy quantities = agency quantities × share */
            share: string;
            periodDays: number;
            startDate: string;
            /** @description YYYY-MM-DD: settled at this day’s close */
            endDate: string;
            /** @description decimal string with the currency decimals */
            cash: string;
            /** @description cash + positions at the last close */
            value: string;
            /** @description value − amount (before the fee while following) */
            profit: string;
            /** @description accrued so far while following; charged at settlement */
            fee: string;
            /** @description what came back to FOLLOW (settled) */
            payout?: string;
            termsVersionId: number;
            positions: components["schemas"]["CopyPosition"][];
            trades: components["schemas"]["CopyTrade"][];
            createdAt: number;
            settledAt?: number;
        };
        CopyPosition: {
            code: string;
            quantity: string;
            price: string;
            value: string;
        };
        CopyPreview: {
            agencyId: number;
            /** @description decimal string with the currency decimals */
            amount: string;
            share: string;
            periodDays: number;
            endDate: string;
            /** @description decimal string with the currency decimals */
            fee: string;
            opening: components["schemas"]["CopyTrade"][];
            /** @description decimal string with the currency decimals */
            cash: string;
            rule: components["schemas"]["TermsRule"];
            /** @description put into positions at the opening, at the executable (ask) price now */
            invested: string;
            /** @description left if every position went to zero: 0, since the copy mirrors the agency’s later buys with its cash too */
            worstCase: string;
            /** @description the most the copy can lose: the whole amount (its cash can be invested later) */
            maxLoss: string;
            disclaimer: string;
        };
        CopyTrade: {
            id: number;
            date: string;
            code: string;
            /** @enum {string} */
            side: "buy" | "sell";
            quantity: string;
            price: string;
            amount: string;
            /**
             * @description skipped: below the minimum position, not opened
             * @enum {string}
             */
            kind: "opening" | "mirrored" | "closing" | "skipped";
        };
        CorporateData: {
            fullName: string;
            licenseNumber: string;
            officeAddress: string;
            bankAccount: string;
            registrationPlace: string;
            /** @description name and position of the legal representative */
            officerInfo: string;
            /** @description digits, spaces, +, - and parentheses; 7-20 characters */
            phone: string;
        };
        CryptoWallet: {
            id: number;
            /** @enum {string} */
            currency: "USDT" | "BTC" | "ETH";
            /** @enum {string} */
            network: "TRC20" | "ERC20" | "BTC" | "ETH";
            address: string;
            label?: string;
            createdAt: number;
            updatedAt: number;
            /** @description ms: withdrawals to it wait until then (PAYOUT_COOLING_OFF_HOURS after it was added or its address changed) */
            usableFrom: number;
        };
        CuratedItem: {
            /** @description Name in the request language (Chinese name for HK stocks in zh when known) */
            name: string;
            nameEn: string;
            nameZh?: string;
            /** @description Instrument code: AAPL, WALMEX *, 00700, ES, USD/MXN, SPX, BTC/USD */
            stock_code: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK" | "FUTURES" | "FOREX" | "INDEX" | "CRYPTO";
            /** @description AssetSource: Stock 0, Forex 2, Future 3, HKStock 11, GlobalIndex 99, RobotCrypto 100 */
            source: number;
            /** @enum {string} */
            kind: "stock" | "etf" | "future" | "forex" | "index" | "crypto";
            /** @description NYSE, NASDAQ, BMV, HKEX, CME, CBOT, COMEX, NYMEX, FX, INDEX, CRYPTO */
            exchange: string;
            currency: string;
            /** @description Price decimals */
            decimals: number;
            /** @description Current minimum price step (HKEX: depends on the price band) */
            tickSize: number;
            /** @description Shares per board lot (HK), 1 elsewhere */
            lotSize: number;
            /** @enum {string} */
            status: "pre" | "open" | "lunch" | "post" | "closed";
            /** @description Last price of the regular session (live while open) */
            price_nominal: number;
            /** @description price_nominal - prevClose */
            change: number;
            /** @description Percent change from prevClose */
            change_ratio: number;
            /** @description True when change < 0 (shown in red) */
            fall: boolean;
            /** @description Today's volume (shares, contracts or units) */
            volume: number;
            /** @description Today's traded value in the instrument's currency */
            turnover: number;
            open: number;
            high: number;
            low: number;
            prevClose: number;
            bid: number;
            ask: number;
            /** @description Time of this quote (ms) */
            time: number;
            /** @description True when the instrument is on the caller's watchlist (false without a token) */
            selfSelectStatus: boolean;
            sector?: string;
            marketCap?: number;
            /** @description US stocks, during and after the pre-market session */
            preMarketPrice?: number;
            preMarketChange?: number;
            preMarketChangeRatio?: number;
            /** @description US stocks, during and after the post-market session */
            postMarketPrice?: number;
            postMarketChange?: number;
            postMarketChangeRatio?: number;
            /** @description Futures: units per contract */
            contractSize?: number;
            /** @description Futures: value of one tick per contract, in currency */
            tickValue?: number;
            /** @description Futures: what one contract is */
            unit?: string;
            /** @description Futures: the contract month that trades now (the front month) */
            contract?: components["schemas"]["FutureContract"];
            /** @description Futures: the exchange's initial margin per contract, in currency; an order asks at least this per contract */
            initialMargin?: number;
            /** @description The 52-week range: on the highs and lows lists */
            high52w?: number;
            low52w?: number;
            /** @description How many of the app's users have it on their watchlist */
            watchers: number;
            /** @description Listing day open (ms): a new listing */
            listedAt?: number;
        };
        CurvePoint: {
            date: string;
            /** @description ms of 00:00 UTC of the day */
            time: number;
            equity: string;
            backtest: boolean;
        };
        CustomerSection: {
            area: string;
            title: {
                es: string;
                en: string;
                zh: string;
            };
            columns: {
                key: string;
                label: {
                    es: string;
                    en: string;
                    zh: string;
                };
            }[];
            rows: {
                id: number;
                /** @description one per column, in order */
                cells: (string | number | {
                    /** @description decimal text */
                    amount: string;
                    currency: string;
                } | {
                    /** @description epoch ms */
                    at: number;
                } | {
                    label: {
                        es: string;
                        en: string;
                        zh: string;
                    };
                })[];
            }[];
            /** @description the customer has more objects than the rows shown */
            more: boolean;
        };
        CustomerSession: {
            id: string;
            createdAt: number;
            expiresAt: number;
            revokedAt?: number;
            ip?: string;
            /** @description neither revoked nor expired */
            live: boolean;
        };
        CustomerView: {
            profile: components["schemas"]["AdminUser"];
            /** @description submissions, newest first; private fields masked */
            kyc?: components["schemas"]["KycSubmission"][];
            balances?: {
                walletType: string;
                currency: string;
                balance: string;
                frozen: string;
                available: string;
            }[];
            /** @description open positions, newest first (up to 50) */
            positions: components["schemas"]["TradePosition"][];
            /** @description latest orders (up to 20) */
            orders: components["schemas"]["TradeOrder"][];
            /** @description each product area's section, in the order the areas registered */
            sections: components["schemas"]["CustomerSection"][];
            deposits?: components["schemas"]["AdminDeposit"][];
            /** @description payout card/CLABE masked */
            withdrawals?: components["schemas"]["AdminWithdrawal"][];
            transfers?: components["schemas"]["WalletTransfer"][];
            sessions: components["schemas"]["CustomerSession"][];
            /** @description notices sent to the customer, newest first (up to 20) */
            notices: components["schemas"]["Notice"][];
            notes: components["schemas"]["UserNote"][];
            /** @description the customer's chat conversation with its latest messages (up to 30, oldest first); absent when they never wrote */
            chat?: {
                conversation: components["schemas"]["AdminConversation"];
                messages: components["schemas"]["ChatMessage"][];
                hasMore: boolean;
            };
            /** @description operators' actions on this customer and on their objects (KYC submissions, deposits, withdrawals, loans, fund orders, applications, chat), newest first, up to 50 (admins) */
            audit?: components["schemas"]["AuditEntry"][];
        };
        Dashboard: {
            at: number;
            /** @description start of today in Mexico City */
            dayStart: number;
            queues: components["schemas"]["DashboardQueue"][];
            today: {
                deposits: {
                    currency: string;
                    count: number;
                    /** @description decimal, in the currency */
                    amount: string;
                }[];
                withdrawals: {
                    currency: string;
                    count: number;
                    /** @description decimal, in the currency */
                    amount: string;
                }[];
                /** @description orders filled today: count and notional per price currency */
                trading: {
                    currency: string;
                    count: number;
                    /** @description decimal, in the currency */
                    amount: string;
                }[];
            };
            reconciliation?: {
                id: number;
                /**
                 * @description an operator asked, or the daily job ran it
                 * @enum {string}
                 */
                trigger: "operator" | "job";
                operatorUsername?: string;
                /** @description the local day of a job run (YYYY-MM-DD) */
                period?: string;
                ranAt: number;
                ok: boolean;
                differences: number;
            };
            failedJobs: {
                name: string;
                failures: number;
            }[];
            openChats: number;
        };
        DashboardQueue: {
            /** @enum {string} */
            key: "kyc" | "deposits" | "withdrawals" | "serviceApplications";
            /** @description open items */
            count: number;
            /** @description when the oldest open item arrived */
            oldestAt?: number;
            oldestAgeMs?: number;
            slaMs: number;
            /** @description the oldest item is older than the service level */
            overdue: boolean;
        };
        Deposit: {
            id: number;
            orderNo: string;
            /** @enum {string} */
            method: "bank" | "crypto";
            /** @description MXN, USD, EUR, USDT, BTC or ETH */
            currency: string;
            /** @enum {string} */
            network?: "TRC20" | "ERC20" | "BTC" | "ETH";
            /** @description in `currency` */
            amount: string;
            /** @enum {string} */
            creditCurrency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @description what the wallet got (crypto: once confirmed) */
            creditAmount?: string;
            /** @description crypto: USD per unit used for the credit */
            rate?: string;
            proofUrl?: string;
            /** @description crypto: the deposit address */
            address?: string;
            txHash?: string;
            confirmations?: number;
            requiredConfirmations?: number;
            /** @description 1 Pending Review, 2 Audit Failure, 3 Completed */
            status: 1 | 2 | 3;
            statusLabel: string;
            /** @description why it failed */
            reason?: string;
            /** @description why the credit differs from the declared amount (issue 30.1) */
            creditReason?: string;
            /** @description bank: the concept the user was told to write (BMX0000002) */
            reference?: string;
            createdAt: number;
            completedAt?: number;
            reviewedAt?: number;
        };
        DepositChannel: {
            currency: string;
            /** @enum {string} */
            method: "bank" | "crypto";
            /** @description in the request language */
            name: string;
            /** @enum {string} */
            creditCurrency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            minAmount: string;
            decimals: number;
            bank?: components["schemas"]["HouseBankAccount"];
            networks?: components["schemas"]["DepositNetwork"][];
            priceUsd?: string;
        };
        DepositNetwork: {
            /** @enum {string} */
            network: "TRC20" | "ERC20" | "BTC" | "ETH";
            address: string;
            /** @description confirmations before crediting (3) */
            confirmations: number;
            minAmount: string;
            decimals: number;
        };
        Depth: {
            stock_code: string;
            /** @enum {string} */
            status: "pre" | "open" | "lunch" | "post" | "closed";
            time: number;
            decimals: number;
            price_nominal: number;
            bid: number;
            ask: number;
            /** @description Best first */
            bids: components["schemas"]["BookLevel"][];
            /** @description Best first */
            asks: components["schemas"]["BookLevel"][];
        };
        Device: {
            id: number;
            /** @description from the user agent, e.g. "Chrome on Android" */
            name: string;
            firstSeenAt: number;
            lastSeenAt: number;
            /** @description passed the second factor: signs in without a code */
            trusted: boolean;
            /** @description the device of this session */
            current: boolean;
            /** @description live sessions */
            sessions: number;
        };
        DictItem: {
            value: string | number;
            label: string;
        };
        DocumentFile: {
            document: components["schemas"]["DocumentView"];
            /** @enum {string} */
            contentType: "application/pdf";
            /** @description the PDF file, base64 */
            base64: string;
        };
        DocumentPreferences: {
            /**
             * @description the language the month-end job writes statements in
             * @enum {string}
             */
            locale: "es" | "en" | "zh";
            /** @description email each monthly statement as it is made */
            emailStatements: boolean;
            /** @description email each trade confirmation as it is made */
            emailConfirmations: boolean;
        };
        DocumentView: {
            id: number;
            /** @enum {string} */
            kind: "statement" | "confirmation";
            /** @description statement: the month 'YYYY-MM'; confirmation: 'order:<orderId>' */
            period: string;
            /** @enum {string} */
            locale: "es" | "en" | "zh";
            /** @description in the reader's language, e.g. 'Estado de cuenta de noviembre de 2026' */
            title: string;
            /** @description e.g. 'estado-de-cuenta-2026-11-es.pdf' */
            fileName: string;
            sizeBytes: number;
            /** @description SHA-256 of the PDF, hex */
            checksum: string;
            /** @description ms, when it was sent by email */
            emailedAt?: number;
            /** @description ms */
            createdAt: number;
        };
        FollowTerms: {
            /** @description decimal string with the currency decimals */
            minAmount: string;
            /** @description decimal string with the currency decimals */
            maxAmount: string;
            /** @description positions worth less are not opened */
            minPosition: string;
            /** @description management fee, percent a year of the amount */
            feePctYear: string;
            /** @description periods offered, days */
            periods: number[];
        };
        FundDetail: {
            /** @enum {string} */
            walletType: "BALANCE" | "STOCK" | "US_STOCK" | "MX" | "HK_STOCK" | "FUTURE" | "FOREX" | "FOLLOW" | "SUBSCRIPTION" | "FINANCIAL";
            /** @enum {string} */
            market: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
            /** @enum {string} */
            currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @description ledger balance of the wallet */
            balance: string;
            /** @description free to trade: balance - held */
            available: string;
            /** @description held for entrusted orders (and other holds) */
            frozen: string;
            /** @description margin in open positions */
            usedMargin: string;
            /** @description decimal string with the currency decimals */
            floatingProfit: string;
            /** @description balance + used margin + floating P/L */
            equity: string;
            /** @description cross positions: equity / margin */
            marginLevel?: string;
            openPositions: number;
            entrustedOrders: number;
        };
        FundHolding: {
            productId: number;
            code: string;
            name: string;
            /** @enum {string} */
            kind: "on_demand" | "fixed_term";
            units: string;
            nav: string;
            navDate: string;
            /** @description decimal string with the currency decimals */
            value: string;
            /** @description decimal string with the currency decimals */
            cost: string;
            /** @description decimal string with the currency decimals */
            income: string;
            /** @description latest lock-in end of its purchases */
            lockInEnd?: string;
            /** @description value in MXN at the terms' rate, to the nearest centavo (half up), as a redemption converts before exit load */
            valueMxn: string;
            /** @description income in MXN, the same way */
            incomeMxn: string;
        };
        FundingOverview: {
            /** @enum {string} */
            currency: "MXN";
            /** @description every wallet, in MXN */
            total: string;
            /** @description the funding account (BALANCE), in MXN */
            funding: string;
            /** @description the product wallets, in MXN */
            products: string;
            /** @description held amounts, in MXN */
            frozen: string;
            fundingBalances: {
                /** @enum {string} */
                currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
                /** @description decimal string with the currency decimals */
                balance: string;
                /** @description decimal string with the currency decimals */
                available: string;
                /** @description decimal string with the currency decimals */
                frozen: string;
            }[];
            pendingDeposits: {
                count: number;
                /** @description decimal string with the currency decimals */
                amountMxn: string;
            };
            pendingWithdrawals: {
                count: number;
                /** @description decimal string with the currency decimals */
                amountMxn: string;
            };
            /** @description completed deposits, at today's rates */
            depositedMxn: string;
            /** @description completed withdrawals, at today's rates */
            withdrawnMxn: string;
            /** @description loans in use: principal owed, MXN (a liability, not in total) */
            loans?: {
                /** @description decimal string with the currency decimals */
                outstanding: string;
                count: number;
            };
            time: number;
        };
        FundNavPoint: {
            /** @description YYYY-MM-DD (IST business day) */
            date: string;
            nav: string;
        };
        FundOrder: {
            id: number;
            productId: number;
            code: string;
            name: string;
            /** @enum {string} */
            kind: "on_demand" | "fixed_term";
            status: 0 | 1 | 2 | 3;
            /** @description MXN paid */
            amount: string;
            /** @description MXN */
            stampDuty: string;
            /** @description decimal string with the currency decimals */
            investedInr: string;
            inrPerMxn: string;
            navDate: string;
            /** @description allotment NAV, once published */
            nav?: string;
            /** @description 3 decimals, once allotted */
            units?: string;
            /** @description units still held and free to redeem: allotted − paid out − waiting for their NAV */
            unitsHeld?: string;
            /** @description units paid out by redemptions so far */
            unitsRedeemed?: string;
            /** @description each redemption of this purchase, oldest first */
            redemptions?: components["schemas"]["FundRedemption"][];
            lockInEnd?: string;
            /** @description INR: the units not yet paid out at the latest NAV */
            value?: string;
            /** @description INR: value + redeemed − cost (cost = amount × rate, stamp duty included) */
            income?: string;
            redeemable: boolean;
            redeemNavDate?: string;
            redeemNav?: string;
            /** @description percent */
            exitLoadRate?: string;
            /** @description decimal string with the currency decimals */
            exitLoadInr?: string;
            /** @description units × NAV − exit load, all redemptions paid so far */
            redeemInr?: string;
            /** @description MXN paid back to FINANCIAL, all redemptions paid so far */
            redeemAmount?: string;
            rejectReason?: string;
            termsVersionId: number;
            createTime: number;
            auditTime?: number;
            allotTime?: number;
            redeemTime?: number;
        };
        FundPreview: {
            productId: number;
            /** @description MXN paid from FINANCIAL */
            amount: string;
            /** @description published rate */
            inrPerMxn: string;
            /** @description MXN: amount × 0.005 / 100.005 */
            stampDuty: string;
            /** @description decimal string with the currency decimals */
            stampDutyInr: string;
            /** @description (amount − stamp duty) × rate */
            investedInr: string;
            /** @description the NAV date that applies by the cut-off */
            navDate: string;
            /** @description HH:MM IST */
            cutOff: string;
            beforeCutOff: boolean;
            lastNav?: string;
            lastNavDate?: string;
            /** @description at the last NAV (the real units use the NAV of navDate) */
            estimatedUnits?: string;
            /** @description fixed-term: earliest redemption date if allotted on navDate */
            lockInEnd?: string;
            exitLoad: string[];
            rule: components["schemas"]["TermsRule"];
        };
        FundProduct: {
            id: number;
            code: string;
            /** @description in the caller's language */
            name: string;
            /** @enum {string} */
            kind: "on_demand" | "fixed_term";
            /** @enum {string} */
            model: "liquid" | "equity";
            /** @enum {string} */
            currency: "INR";
            /** @description latest published NAV, 4 decimals */
            nav?: string;
            navDate?: string;
            /** @description percent change from the NAV before */
            change?: string;
            /** @description liquid: the yield the NAV accrues at, percent */
            annualYield?: string;
            /** @description fixed-term: lock-in of each purchase in years (0 = none) */
            lockInYears: number;
            /** @description on-demand: exit load percent for days 1..n after allotment, nil after */
            exitLoad: string[];
            /** @description MXN */
            minAmount: string;
            /** @enum {string} */
            status: "open" | "closed";
            /** @description the last published NAVs, oldest first */
            history: components["schemas"]["FundNavPoint"][];
        };
        FundRedeemPreview: {
            orderId: number;
            /** @description 3 decimals */
            units: string;
            /** @description the latest published NAV, the estimate's */
            nav: string;
            navDate: string;
            /** @description the NAV day that will price the redemption (the cut-off rule) */
            redeemNavDate: string;
            /** @description days from the allotment NAV to redeemNavDate: they set the exit load */
            heldDays: number;
            /** @description percent */
            exitLoadRate: string;
            /** @description units × NAV, to the paisa */
            grossInr: string;
            /** @description decimal string with the currency decimals */
            exitLoadInr: string;
            /** @description grossInr − exitLoadInr */
            netInr: string;
            inrPerMxn: string;
            /** @description netInr / inrPerMxn to the nearest centavo, half up: never rounded in the house's favour */
            amountMxn: string;
        };
        FundRedemption: {
            id: number;
            units: string;
            /** @description the NAV date the cut-off gave */
            navDate: string;
            /** @description once published */
            nav?: string;
            /** @description percent */
            exitLoadRate?: string;
            /** @description decimal string with the currency decimals */
            exitLoadInr?: string;
            /** @description units × NAV − exit load */
            netInr?: string;
            /** @description MXN paid back to FINANCIAL */
            amount?: string;
            paidTime?: number;
        };
        FundSchemeView: {
            code: string;
            name: {
                es: string;
                en: string;
                zh: string;
            };
            /** @enum {string} */
            kind: "on_demand" | "fixed_term";
            /** @enum {string} */
            model: "liquid" | "equity";
            baseNav: string;
            launchDate: string;
            /** @description percent (liquid) */
            annualYield: string;
            /** @description percent a year */
            expenseRatio: string;
            lockInYears: number;
            minAmount: string;
            /** @enum {string} */
            status: "open" | "closed";
            id: number;
            nav?: string;
            navDate?: string;
            orders: number;
        };
        FundStat: {
            /** @enum {string} */
            currency: "INR";
            /** @description on-demand holdings at the latest NAV */
            currentAmount: string;
            /** @description fixed-term holdings at the latest NAV */
            regularAmount: string;
            /** @description decimal string with the currency decimals */
            totalAmount: string;
            /** @description decimal string with the currency decimals */
            cost: string;
            /** @description decimal string with the currency decimals */
            income: string;
            /** @description MXN in orders waiting for review or allotment */
            pending: string;
            /** @description the terms' rate the MXN values below use (INR per MXN) */
            inrPerMxn: string;
            /** @description decimal string with the currency decimals */
            currentMxn: string;
            /** @description decimal string with the currency decimals */
            regularMxn: string;
            /** @description totalAmount in MXN to the nearest centavo, half up (issue 34 item 8) */
            totalMxn: string;
            /** @description decimal string with the currency decimals */
            incomeMxn: string;
            holdings: components["schemas"]["FundHolding"][];
        };
        FutureContract: {
            /** @description Root, month code and the year's last digit: ESZ6 */
            symbol: string;
            /** @description YYYY-MM */
            month: string;
            /** @description YYYY-MM-DD, in the exchange's time zone */
            lastTradingDay: string;
        };
        FutureSpec: {
            stock_code: string;
            name: string;
            exchange: string;
            currency: string;
            contractSize: number;
            unit: string;
            tickSize: number;
            tickValue: number;
            contract: components["schemas"]["FutureContract"];
            /** @description The exchange's initial margin per contract, in currency */
            initialMargin: number;
            decimals: number;
            price_nominal: number;
            change_ratio: number;
            /** @enum {string} */
            status: "pre" | "open" | "lunch" | "post" | "closed";
        };
        FxRateView: {
            /** @enum {string} */
            from: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @enum {string} */
            to: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @description mid rate: units of `to` for one `from` */
            rate: string;
            time: number;
        };
        GovBond: {
            id: number;
            code: string;
            name: string;
            issuer: string;
            /** @enum {string} */
            country: "MX" | "US";
            currency: string;
            /** @enum {string} */
            type: "CETES" | "BONOS_M" | "UDIBONOS" | "T_BILL" | "T_NOTE" | "T_BOND";
            /** @description Annual coupon in percent (0 for discount CETES and T-Bills) */
            couponRate: number;
            /** @description YYYY-MM-DD */
            maturityDate: string;
            expiredDateTimestamp: number;
            /** @description Days to maturity: from today, or from the settlement of a primary auction (its full term) */
            termDays: number;
            faceValue: number;
            /** @description Clean price per 100 of face value (UDIBONOS: in UDIs per 100 UDIs) */
            price: number;
            /** @description Yield to maturity in percent (T-bills: the discount rate) */
            yield: number;
            /** @description Minimum purchase in currency */
            minAmount: number;
            /** @description Coupons per year (0 for discount instruments) */
            couponFrequency: number;
            /** @description Accrued interest today per 100 of face value */
            accrued?: number;
            /** @description Clean price + accrued, per 100 of face value */
            dirtyPrice?: number;
            /** @description Dirty price of one title (face `faceValue`), full precision */
            titlePrice?: string;
            /** @description Accrued interest of one title today */
            accruedPerTitle?: string;
            /** @description YYYY-MM-DD */
            nextCouponDate?: string;
            /** @description on sale now */
            open?: boolean;
            /**
             * @description yields come from the simulated curve
             * @enum {boolean}
             */
            simulated?: true;
            /** @description UDIBONOS only: face, prices per 100, coupons and redemption are in UDIs, converted at each date’s UDI */
            udi?: {
                /** @description YYYY-MM-DD */
                date: string;
                /** @description pesos per UDI that day, 6 decimals (simulated) */
                value: string;
                /** @description date of the real published value the simulated series starts from */
                anchorDate: string;
                /** @description Banxico's published UDI on anchorDate */
                anchorValue: string;
                /** @description simulated annual inflation the series grows at */
                inflationPercent: string;
                /** @enum {boolean} */
                simulated: true;
            };
            /** @description weekly CETES: what is on sale is the primary auction for the full term (termDays from settlement), not a past issue */
            auction?: {
                /** @enum {string} */
                kind: "primary";
                /** @description YYYY-MM-DD: the Tuesday auction the order goes to (today's when today is Tuesday) */
                auctionDate: string;
                /** @description YYYY-MM-DD: the Thursday it settles and the titles are issued; the term runs from it */
                settlementDate: string;
            };
        };
        HomeCard: {
            /** @description Name in the request language (Chinese name for HK stocks in zh when known) */
            name: string;
            nameEn: string;
            nameZh?: string;
            /** @description Instrument code: AAPL, WALMEX *, 00700, ES, USD/MXN, SPX, BTC/USD */
            stock_code: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK" | "FUTURES" | "FOREX" | "INDEX" | "CRYPTO";
            /** @description AssetSource: Stock 0, Forex 2, Future 3, HKStock 11, GlobalIndex 99, RobotCrypto 100 */
            source: number;
            /** @enum {string} */
            kind: "stock" | "etf" | "future" | "forex" | "index" | "crypto";
            /** @description NYSE, NASDAQ, BMV, HKEX, CME, CBOT, COMEX, NYMEX, FX, INDEX, CRYPTO */
            exchange: string;
            currency: string;
            /** @description Price decimals */
            decimals: number;
            /** @description Current minimum price step (HKEX: depends on the price band) */
            tickSize: number;
            /** @description Shares per board lot (HK), 1 elsewhere */
            lotSize: number;
            /** @enum {string} */
            status: "pre" | "open" | "lunch" | "post" | "closed";
            /** @description Last price of the regular session (live while open) */
            price_nominal: number;
            /** @description price_nominal - prevClose */
            change: number;
            /** @description Percent change from prevClose */
            change_ratio: number;
            /** @description True when change < 0 (shown in red) */
            fall: boolean;
            /** @description Today's volume (shares, contracts or units) */
            volume: number;
            /** @description Today's traded value in the instrument's currency */
            turnover: number;
            open: number;
            high: number;
            low: number;
            prevClose: number;
            bid: number;
            ask: number;
            /** @description Time of this quote (ms) */
            time: number;
            /** @description True when the instrument is on the caller's watchlist (false without a token) */
            selfSelectStatus: boolean;
            sector?: string;
            marketCap?: number;
            /** @description US stocks, during and after the pre-market session */
            preMarketPrice?: number;
            preMarketChange?: number;
            preMarketChangeRatio?: number;
            /** @description US stocks, during and after the post-market session */
            postMarketPrice?: number;
            postMarketChange?: number;
            postMarketChangeRatio?: number;
            /** @description Futures: units per contract */
            contractSize?: number;
            /** @description Futures: value of one tick per contract, in currency */
            tickValue?: number;
            /** @description Futures: what one contract is */
            unit?: string;
            /** @description Futures: the contract month that trades now (the front month) */
            contract?: components["schemas"]["FutureContract"];
            /** @description Futures: the exchange's initial margin per contract, in currency; an order asks at least this per contract */
            initialMargin?: number;
            /** @description Last closes, oldest first, of the requested period */
            spark: number[];
        };
        HouseAccount: {
            code: string;
            /** @description BANK_IN_TRANSIT, CRYPTO_CUSTODY, FEES, FX, SUSPENSE, DEMO_FUNDING, ... */
            house: string;
            /** @enum {string} */
            currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @description the house's side: negative = money the house holds for users */
            balance: string;
        };
        HouseBankAccount: {
            bankName: string;
            accountName: string;
            clabe?: string;
            accountNumber?: string;
            swiftCode?: string;
            abaRouting?: string;
            iban?: string;
            bankAddress?: string;
            reference: string;
        };
        InsightAllocation: {
            /** @description decimal string */
            totalMxn: string;
            market: components["schemas"]["AllocationSlice"][];
            assetClass: components["schemas"]["AllocationSlice"][];
            currency: components["schemas"]["AllocationSlice"][];
            sector: components["schemas"]["AllocationSlice"][];
            time: number;
        };
        InsightPerformance: {
            /** @enum {string} */
            period: "1D" | "1W" | "1M" | "1Y" | "ALL";
            /** @description first day of the period (YYYY-MM-DD) */
            from: string;
            to: string;
            total: components["schemas"]["PerformanceSummary"];
            /** @description MXN totals, oldest first; the last one is now */
            points: components["schemas"]["PerformancePoint"][];
            currencies: {
                /** @description decimal string */
                startValue: string;
                /** @description decimal string */
                endValue: string;
                /** @description decimal string */
                netFlows: string;
                /** @description end - start - net flows */
                gain: string;
                /** @description percent with 2 decimals, e.g. "26.00" = +26 % */
                twr: string;
                /** @description percent with 2 decimals, e.g. "26.00" = +26 % */
                mwr: string;
                /** @enum {string} */
                currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            }[];
            benchmarks: {
                /** @enum {string} */
                code: "SPX" | "MEXBOL";
                name: string;
                /** @description decimal string */
                start: string;
                /** @description decimal string */
                end: string;
                /** @description percent with 2 decimals, e.g. "26.00" = +26 % */
                change: string;
            }[];
            time: number;
        };
        InvestAgency: {
            id: number;
            name: string;
            description: string;
            strategy: components["schemas"]["StrategyView"];
            terms: components["schemas"]["FollowTerms"];
            rule: components["schemas"]["TermsRule"];
            followers: number;
        };
        Invitee: {
            username: string;
            /** @description ms since epoch */
            registeredAt: number;
        };
        IpoBasis: {
            publicLots?: number;
            poolALots?: number;
            poolBLots?: number;
            requests?: number;
            lapsed?: number;
            tiers?: {
                /** @enum {string} */
                pool: "A" | "B";
                lots: number;
                applicants: number;
                winners: number;
                lotsAllotted: number;
            }[];
        };
        IpoCharges: {
            /** @description shares x price */
            gross: string;
            brokerage: string;
            /** @description IVA on the brokerage, by the trading-tax rule in force */
            iva: string;
            sfcLevy: string;
            afrcLevy: string;
            /** @description HKEX trading fee */
            tradingFee: string;
            /** @description the charges together */
            fees: string;
            /** @description gross + fees */
            total: string;
        };
        IpoCounts: {
            /** @description IPOs open for subscription */
            subscribing: number;
            subscribed: number;
            waitingAllotment: number;
            allotted: number;
            notAllotted: number;
            reconfirm: number;
            /** @description allotted, payment owed (payipo) */
            toPay: number;
            /** @description flipping rule: IPO access barred until then (ms), after a sale of IPO shares within the window after listing */
            barredUntil?: number;
        };
        IpoPreview: {
            currency: string;
            shares: number;
            /** @description the price the hold is worked at: the top of the range (HK) or the limit (US/MX) */
            price: string;
            charges: components["schemas"]["IpoCharges"];
            /** @description what is held from SUBSCRIPTION now */
            held: string;
            loan?: string;
            deposit?: string;
            interest?: string;
            termsVersionId: number;
        };
        IpoSubscription: {
            id: number;
            ipoId: number;
            stock_code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK";
            currency: string;
            /** @description US/MX shares; HK lots */
            quantity: number;
            shares: number;
            limitPrice?: string;
            /** @description amount held from SUBSCRIPTION (0 once settled) */
            held: string;
            allottedShares?: number;
            /** @description captured at allotment, charges included */
            paid?: string;
            fees?: string;
            /** @description each charge as booked, once paid */
            charges?: components["schemas"]["IpoCharges"];
            released?: string;
            /** @enum {string} */
            status: "subscribed" | "reconfirm" | "allotted" | "not_allotted" | "cancelled" | "lapsed" | "listed";
            /**
             * @description SPEC order states: reconfirm or a payment owed; allotted and paid or closed
             * @enum {string}
             */
            orderStatus?: "wait_confirm" | "to_be_settled" | "settled";
            /** @description HK financed: the share of the application the broker lends */
            financePercent?: number;
            loan?: string;
            /** @description financing interest, due whatever the outcome */
            interest?: string;
            /** @description to pay after allotment (payipo) before payBy, else the allotment lapses */
            due?: string;
            payBy?: number;
            listDate?: string;
            termsVersionId: number;
            createdAt: number;
            updatedAt: number;
        };
        IpoTier: {
            lots: number;
            shares: number;
            /** @description payable at the top of the range, charges included */
            amount: string;
        };
        JobInfo: {
            name: string;
            schedule: components["schemas"]["JobSchedule"];
            maxItemsPerRun: number;
            maxAttempts: number;
            /** @description the latest finished (done or failed) run */
            lastRun?: components["schemas"]["JobRun"];
            /** @description the earliest pending run, else the next due time of the schedule */
            nextRunAt?: number;
            running: boolean;
            /** @description runs due or waiting for a retry */
            pending: number;
            /** @description failed runs kept (retries used up) */
            failures: number;
            lastError?: string;
        };
        JobRun: {
            id: number;
            job: string;
            /** @description the run key: the slot start (interval jobs), the local date (calendar jobs), or manual:<time> (run now) */
            period: string;
            /**
             * @description pending (due or waiting for a retry), running, done, failed (retries used up)
             * @enum {string}
             */
            status: "pending" | "running" | "done" | "failed";
            dueAt: number;
            /** @description when a pending run may run (later than dueAt while it waits for a retry) */
            nextAt: number;
            /** @description tries of the current pass (1 when it succeeded at once) */
            attempts: number;
            /** @description passes run (a run with more items than its bound runs again) */
            passes: number;
            /** @description items processed over all passes */
            items: number;
            error?: string;
            /** @description 'schedule' or 'operator:<username>' */
            trigger: string;
            startedAt?: number;
            finishedAt?: number;
            durationMs?: number;
        };
        JobSchedule: {
            /** @description interval jobs: every this many ms */
            everyMs?: number;
            /** @description calendar jobs: HH:MM wall-clock time */
            at?: string;
            /** @description calendar jobs: the IANA zone of `at` */
            timeZone?: string;
            /** @description calendar jobs: 'daily', 'weekdays', or an exchange ('HK', 'US', 'MX') for its trading days */
            days?: string;
        };
        Kline: {
            stock_code: string;
            /** @enum {string} */
            period: "1m" | "5m" | "15m" | "30m" | "1h" | "1d" | "1w";
            decimals: number;
            /** @description Oldest first; intraday periods cover the regular session only */
            list: components["schemas"]["Candle"][];
        };
        KycInfo: {
            /** @enum {string} */
            status: "none" | "pending" | "verified" | "failed";
            /**
             * @description absent while status is none
             * @enum {string}
             */
            kind?: "individual" | "company";
            /** @description why it failed (status failed) */
            reason?: string;
            /** @description ms since epoch */
            submittedAt?: number;
            /** @description ms since epoch */
            reviewedAt?: number;
            firstName?: string;
            lastName?: string;
            /** @enum {string} */
            documentType?: "idCard" | "passport" | "DL";
            documentNumber?: string;
            country?: string;
            companyName?: string;
        };
        KycSubmission: {
            id: number;
            userId: number;
            username: string;
            email: string;
            /** @description 2 individual, 4 company */
            accountType: 2 | 4;
            /** @enum {string} */
            kind: "individual" | "company";
            /**
             * @description pending, verified or failed
             * @enum {string}
             */
            status: "none" | "pending" | "verified" | "failed";
            firstName?: string;
            lastName?: string;
            /** @enum {string} */
            documentType?: "idCard" | "passport" | "DL";
            documentNumber?: string;
            country?: string;
            frontImage?: string;
            backImage?: string;
            licenseImage?: string;
            company?: components["schemas"]["CorporateData"];
            reason?: string;
            submittedAt: number;
            reviewedAt?: number;
            /** @description operator username */
            reviewedBy?: string;
        };
        LoanDue: {
            loanId: number;
            /** @enum {string} */
            currency: "MXN";
            /** @description principal + interest of the instalments due by today */
            instalment: string;
            /** @description decimal string with the currency decimals */
            principal: string;
            /** @description decimal string with the currency decimals */
            interest: string;
            /** @description decimal string with the currency decimals */
            iva: string;
            /** @description default interest + IVA on overdue principal */
            lateCharge: string;
            /** @description total due today */
            dueNow: string;
            /** @description to repay everything today: balance + interest to date + IVA + late charges */
            payoff: string;
            /** @description decimal string with the currency decimals */
            interestToDate: string;
            nextDueDate?: string;
            overdueDays: number;
        };
        LoanOffer: {
            /** @enum {string} */
            currency: "MXN";
            /** @description decimal string with the currency decimals */
            amount: string;
            termMonths: number;
            /** @description ordinary annual rate, percent */
            annualRate: string;
            /** @description default (late) annual rate, percent */
            defaultAnnualRate: string;
            /** @description CAT percent, without IVA, for information and comparison */
            cat: string;
            /** @description "CAT 60.1 % sin IVA. Para fines informativos y de comparación." in the caller's language */
            catText: string;
            /** @description decimal string with the currency decimals */
            openingCommission: string;
            /** @description level instalment (principal + interest) before IVA */
            instalment: string;
            /** @description first payment with IVA */
            firstPayment: string;
            /** @description decimal string with the currency decimals */
            totalInterest: string;
            /** @description decimal string with the currency decimals */
            totalIva: string;
            /** @description decimal string with the currency decimals */
            totalToPay: string;
            schedule: components["schemas"]["LoanScheduleRow"][];
            /** @description prepayment without penalty, in the caller's language */
            prepaymentRule: string;
            rule: components["schemas"]["TermsRule"];
        };
        LoanRepayment: {
            id: number;
            loanId: number;
            /** @enum {string} */
            mode: "instalment" | "part" | "all";
            /** @description decimal string with the currency decimals */
            amount: string;
            /** @description decimal string with the currency decimals */
            principal: string;
            /** @description decimal string with the currency decimals */
            interest: string;
            /** @description decimal string with the currency decimals */
            iva: string;
            /** @description decimal string with the currency decimals */
            lateCharge: string;
            createTime: number;
        };
        LoanScheduleRow: {
            n: number;
            /** @description YYYY-MM-DD */
            dueDate: string;
            /** @description principal + interest */
            instalment: string;
            /** @description decimal string with the currency decimals */
            interest: string;
            /** @description IVA 16 % on the interest */
            iva: string;
            /** @description decimal string with the currency decimals */
            principal: string;
            /** @description instalment + IVA: what the client pays */
            payment: string;
            /** @description principal outstanding after this row */
            balance: string;
            /** @enum {string} */
            status?: "due" | "paid" | "late";
            /** @description default interest + its IVA, when late */
            lateCharge?: string;
        };
        LoanView: {
            id: number;
            /** @enum {string} */
            status: "in_review" | "passed" | "rejected" | "in_use" | "repaid";
            /** @enum {string} */
            currency: "MXN";
            /** @description borrowing amount */
            amount: string;
            termMonths: number;
            annualRate: string;
            cat: string;
            /** @description principal still owed */
            outstanding: string;
            /** @description principal + interest of a regular instalment now (changed by a "smaller payments" prepayment; before IVA) */
            instalmentInForce?: string;
            /** @description what is due now (instalments due, IVA, late charges) */
            dueAmount: string;
            /** @description paid so far */
            repaid: string;
            nextDueDate?: string;
            termsVersionId: number;
            /** @description maker-checker approvals so far */
            approvals: number;
            approvalsNeeded: number;
            rejectReason?: string;
            longCreateTime: number;
            longAuditTime?: number;
            schedule: components["schemas"]["LoanScheduleRow"][];
        };
        MarketSession: {
            /** @enum {string} */
            market: "US" | "MX" | "HK" | "FUTURES" | "FOREX" | "CRYPTO";
            exchange: string;
            /** @description IANA zone of the exchange */
            timezone: string;
            /** @enum {string} */
            status: "pre" | "open" | "lunch" | "post" | "closed";
            /** @description Exchange local time, YYYY-MM-DD HH:mm */
            localTime: string;
            /** @description Current or next trading day, YYYY-MM-DD (exchange local) */
            tradingDay: string;
            /** @description Regular open of that trading day (ms) */
            sessionOpen?: number;
            /** @description Regular close of that trading day (ms) */
            sessionClose?: number;
            /** @description Next time regular trading starts (ms), absent while open */
            nextOpen?: number;
            /** @description Next time regular trading ends (ms) */
            nextClose?: number;
            /** @description Today's holiday or early-close name */
            holiday?: string;
            earlyClose: boolean;
            simulated: boolean;
        };
        MinCount: {
            code: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
            /** @description smallest quantity of one order */
            minCount: string;
            /** @description quantities are multiples of this (HK: the board lot; forex: 0.01 lot) */
            step: string;
            /** @description HK board lot (shares); 1 elsewhere */
            lotSize: number;
            /** @enum {string} */
            quantityUnit: "share" | "contract" | "lot";
            /** @description futures: units per contract */
            contractSize?: number;
            /** @description forex: base-currency units per lot (FOREX_LOT_UNITS) */
            lotUnits?: number;
            /** @description notional = price x quantity x multiplier (instrument currency) */
            multiplier: string;
            /** @description decimal string: shares, contracts or lots */
            maxCount: string;
        };
        MiningQuota: {
            list: {
                robotId: number;
                quota: number;
                used: number;
                remaining: number;
                availableUnits: number;
            }[];
        };
        MiningStats: {
            network: components["schemas"]["NetworkStatus"];
            orders: {
                state: number;
                count: number;
            }[];
            /** @description decimal string with the currency decimals */
            paidUsd: string;
            /** @description BTC with 8 decimals */
            minedBtc: string;
            /** @description prepaid energy not yet consumed (house liability) */
            energyPrepaidUsd: string;
            recentDays: {
                day: string;
                blocks: number;
                hashrateEhs: string;
                difficulty: string;
            }[];
        };
        MoneyHistoryEntry: {
            /** @description e.g. created, confirming, approved, approval_1, rejected, completed */
            status: string;
            /** @description "user:12", "operator:admin", "system" */
            actor: string;
            note?: string;
            createdAt: number;
        };
        NetworkStatus: {
            /** @enum {boolean} */
            simulated: true;
            /** @description network hash rate, EH/s */
            hashrateEhs: string;
            difficulty: string;
            height: number;
            nextRetargetHeight: number;
            blocksToRetarget: number;
            /** @description BTC with 8 decimals */
            subsidyBtc: string;
            /** @description average fees per block over the last 7 days */
            avgFeesBtc: string;
            blocksLast24h: number;
            /** @description decimal string with the currency decimals */
            btcPrice: string;
            time: number;
        };
        NewStock: {
            id: number;
            stock_code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK";
            exchange: string;
            currency: string;
            sector: string;
            priceLow: number;
            priceHigh: number;
            /** @description Final offer price, once priced */
            issuePrice?: number;
            lotSize: number;
            sharesOffered: number;
            purchaseStartDate: string;
            purchaseEndDate: string;
            listDate: string;
            /** @description End of the subscription window (ms) */
            purchaseEndDateTimestamp: number;
            /** @description Listing day open (ms) */
            listDateTimestamp: number;
            /** @enum {string} */
            status: "upcoming" | "subscribing" | "pending_listing" | "listed";
            /** @description Current price once listed */
            price_nominal?: number;
            /** @description Percent change from the offer price once listed */
            change_ratio?: number;
        };
        NewStockDetail: {
            id: number;
            stock_code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK";
            exchange: string;
            currency: string;
            sector: string;
            priceLow: number;
            priceHigh: number;
            /** @description Final offer price, once priced */
            issuePrice?: number;
            lotSize: number;
            sharesOffered: number;
            purchaseStartDate: string;
            purchaseEndDate: string;
            listDate: string;
            /** @description End of the subscription window (ms) */
            purchaseEndDateTimestamp: number;
            /** @description Listing day open (ms) */
            listDateTimestamp: number;
            /** @enum {string} */
            status: "upcoming" | "subscribing" | "pending_listing" | "listed";
            /** @description Current price once listed */
            price_nominal?: number;
            /** @description Percent change from the offer price once listed */
            change_ratio?: number;
            description: string;
            underwriters: string[];
            useOfProceeds: string;
            purchaseStartDateTimestamp?: number;
            allotmentDate?: string;
            allotmentDateTimestamp?: number;
            /** @description the window is open now */
            subscribable?: boolean;
            allotted?: boolean;
            /** @description HK: the published application tiers */
            tiers?: components["schemas"]["IpoTier"][];
            mechanism?: {
                /** @enum {string} */
                kind: "A";
                steps: {
                    multiple: number;
                    percent: number;
                }[];
            } | {
                /** @enum {string} */
                kind: "B";
                percent: number;
            };
            /** @description HK: applications up to this amount go to pool A */
            poolAThreshold?: string;
            fees?: {
                brokeragePercent: string;
                sfcLevyPercent: string;
                afrcLevyPercent: string;
                tradingFeePercent: string;
                /** @description IVA on the brokerage, percent */
                ivaPercent?: string;
            };
            /** @description SHA-256 (hex) of the ballot seed, published from set-up: the seed revealed after allotment must hash to it */
            seedCommitment?: string;
            /** @description the ballot seed, published after allotment */
            seed?: string;
            /** @description the basis of allotment, published after allotment */
            basis?: components["schemas"]["IpoBasis"];
            /** @description HK: the published financing terms (the broker lends up to maxPercent of the application) */
            financing?: {
                maxPercent: number;
                ratePercent: string;
                /** @description interest days: from the close to the day before allotment */
                days: number;
            };
            termsVersionId?: number;
        };
        Notice: {
            id: number;
            /** @description one of NOTICE_KINDS, e.g. kyc */
            kind: string;
            title: string;
            body: string;
            ref?: string;
            read: boolean;
            /** @description ms since epoch */
            createdAt: number;
        };
        NoticePage: {
            list: components["schemas"]["Notice"][];
            total: number;
            totalEstimated?: boolean;
            pageNum: number;
            pageSize: number;
            unreadCount: number;
        };
        OperatorInfo: {
            id: number;
            username: string;
            /** @description one or more of admin, kyc_reviewer, money_reviewer, money_approver */
            roles: ("admin" | "kyc_reviewer" | "money_reviewer" | "money_approver")[];
            createdAt: number;
        };
        OperatorNotice: {
            id: number;
            /** @enum {string} */
            target: "user" | "all";
            userId?: number;
            username?: string;
            title: {
                es: string;
                en: string;
                zh: string;
            };
            body: {
                es: string;
                en: string;
                zh: string;
            };
            readCount: number;
            operatorUsername?: string;
            createdAt: number;
        };
        OperatorSession: {
            token: string;
            expiresAt: number;
            operator: components["schemas"]["OperatorInfo"];
        };
        OrderHistoryItem: {
            /** @enum {string} */
            event: "created" | "entrusted" | "filled" | "cancelled" | "rejected" | "modified" | "expired";
            fromStatus?: number;
            toStatus: number;
            /** @description "user:12", "system" (engine), "operator:3" */
            by: string;
            quote?: components["schemas"]["UsedQuote"];
            detail?: {
                [key: string]: unknown;
            };
            time: number;
        };
        OrderPreview: {
            code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
            source: number;
            /** @enum {string} */
            walletType: "BALANCE" | "STOCK" | "US_STOCK" | "MX" | "HK_STOCK" | "FUTURE" | "FOREX" | "FOLLOW" | "SUBSCRIPTION" | "FINANCIAL";
            /**
             * @description wallet currency (margin, fee, total)
             * @enum {string}
             */
            currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @description the instrument's currency (price, notional) */
            priceCurrency: string;
            direction: number;
            orderType: number;
            /** @enum {string} */
            marginMode: "half" | "full";
            leverage: number;
            /** @description the price it would fill at now (market) or the limit price */
            price: string;
            /** @description decimal string: shares, contracts or lots */
            quantity: string;
            multiplier: string;
            /** @description price x quantity x multiplier, instrument currency */
            notional: string;
            /** @description wallet currency */
            margin: string;
            /** @description wallet currency */
            fee: string;
            feeRate: string;
            /** @description the published terms version (GET /terms/version/{id}) this preview is priced with */
            termsVersionId: number;
            /** @description margin + fee + IVA on the fee: what leaves (or is held in) the wallet */
            total: string;
            /** @description IVA on the commission, wallet currency (published rule trading-tax) */
            iva?: string;
            /** @description the IVA rate in effect, e.g. "0.16" */
            ivaRate?: string;
            /**
             * @description what `price` is: the ask (a buy at the market), the bid (a sell at the market) or the limit
             * @enum {string}
             */
            priceBasis?: "ask" | "bid" | "limit";
            conversion?: {
                from: string;
                /** @enum {string} */
                to: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
                rate: string;
                /** @description notional in the wallet currency */
                notional: string;
            };
            /** @description decimal string with the currency decimals */
            totalMxn?: string;
            /** @description the wallet's available balance */
            available: string;
            /** @description available >= total */
            enough: boolean;
            marketStatus: string;
            marketOpen: boolean;
            /** @description ms, when closed */
            nextOpen?: number;
            /** @description a market order, or a limit the market already crosses */
            fillsNow: boolean;
            /** @description accepted limit price range now */
            priceGuard: {
                /** @description decimal string, instrument decimals */
                min: string;
                /** @description decimal string, instrument decimals */
                max: string;
                percent: string;
            };
            /** @description decimal string: shares, contracts or lots */
            minCount: string;
            /** @description decimal string: shares, contracts or lots */
            step: string;
            /** @description isolated: where the position would be liquidated */
            liquidationPrice?: string;
            quote: components["schemas"]["UsedQuote"];
            /** @description the smallest fee of one order, wallet currency ("0.10 %, at least MX$10.00") */
            minFee?: string;
            /** @description a market order fills only within this percent of the confirmed price */
            priceBandPercent?: string;
            /** @description a stock sell of a holding (cash account): what it would bring */
            sell?: {
                /** @description shares held (long, unleveraged) of this instrument */
                held: string;
                /** @description estimated: price x quantity - commission - IVA, wallet currency */
                proceeds: string;
                /** @description decimal string with the currency decimals */
                iva: string;
            };
        };
        OrderRulesView: {
            termsVersionId: number;
            gtcMaxDays: number;
            /** @description US stocks: quantity precision of a fraction of a share */
            fractionalDecimals: number;
            /** @description buy by amount: the smallest amount, instrument currency */
            minAmount: string;
            maxTrailPercent: string;
            /** @description live conditional orders per user at most */
            maxLive: number;
            /** @description pre-market and after-hours limit orders offered (US stocks) */
            extendedHours: boolean;
            /** @description the rule text in the request language */
            text: string;
        };
        OutboxMail: {
            id: number;
            to: string;
            subject: string;
            text: string;
            createdAt: number;
        };
        PayoutCutoff: {
            /** @description HH:MM in timeZone */
            time: string;
            timeZone: string;
            /** @description ms: the cut-off by which a payout approved now is sent */
            nextSendBy: number;
        };
        PerformancePoint: {
            /** @description YYYY-MM-DD (Mexico City) */
            day: string;
            /** @description portfolio value at the end of the day */
            value: string;
            /** @description net money in (+) or out (-) since the previous point */
            flow: string;
            /** @description time-weighted return from the period start to this day */
            twr: string;
            benchmarks: {
                /** @enum {string} */
                code: "SPX" | "MEXBOL";
                /** @description percent with 2 decimals, e.g. "26.00" = +26 % */
                change: string;
            }[];
        };
        PerformanceSummary: {
            /** @description decimal string */
            startValue: string;
            /** @description decimal string */
            endValue: string;
            /** @description decimal string */
            netFlows: string;
            /** @description end - start - net flows */
            gain: string;
            /** @description percent with 2 decimals, e.g. "26.00" = +26 % */
            twr: string;
            /** @description percent with 2 decimals, e.g. "26.00" = +26 % */
            mwr: string;
        };
        PlacingAdminTranche: {
            id: number;
            stock_code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK";
            currency: string;
            /** @description placing price per share */
            price: string;
            /** @description current market price (simulated) */
            livePrice: number;
            /** @description higher of the last close and the 5-day average close, when set up */
            benchmark: string;
            /** @description price under the benchmark, percent */
            discountPercent: string;
            /** @description price under the live price, percent (negative: above it) */
            discountToLivePercent: string;
            /** @description shares offered */
            quantity: number;
            minQuantity: number;
            startTime: number;
            endTime: number;
            /** @description allotted shares can be sold from then */
            lockupUntil: number;
            /** @enum {string} */
            status: "upcoming" | "open" | "allocating" | "allocated" | "cancelled";
            subscribedQuantity: number;
            orders: number;
            allottedQuantity: number;
            termsVersionId: number;
            createdAt: number;
            allocatedAt?: number;
        };
        PlacingBenchmark: {
            code: string;
            name: string;
            currency: string;
            livePrice: number;
            lastClose: string;
            average5Close: string;
            benchmark: string;
            maxDiscountPercent: string;
            /** @description lowest price the rule allows */
            minPrice: string;
        };
        PlacingCounts: {
            /** @description waiting for allocation */
            subscribed: number;
            /** @description allotted, lock-up running */
            locked: number;
            /** @description allotted, lock-up over */
            sellable: number;
            /** @description sold, not allotted or cancelled (flat) */
            closed: number;
        };
        PlacingOrder: {
            id: number;
            trancheId: number;
            stock_code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK";
            currency: string;
            price: string;
            /** @description shares applied for */
            quantity: number;
            /** @description held at subscription: quantity x price */
            total: string;
            allottedQuantity?: number;
            /** @description captured at allocation */
            paid?: string;
            /** @description returned at allocation */
            released?: string;
            /** @enum {string} */
            status: "subscribed" | "allotted" | "not_allotted" | "cancelled" | "sold";
            lockupUntil: number;
            /** @description allotted and the lock-up is over */
            sellable: boolean;
            /** @description what the sale paid, after the fee */
            proceeds?: string;
            /** @description decimal amount in the tranche currency */
            saleFee?: string;
            livePrice?: number;
            /** @description allotted shares at the live price */
            marketValue?: string;
            termsVersionId: number;
            createTimeTimestamp: number;
            modifyTimeTimestamp: number;
        };
        PlacingTrancheDetail: {
            id: number;
            stock_code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK";
            currency: string;
            /** @description placing price per share */
            price: string;
            /** @description current market price (simulated) */
            livePrice: number;
            /** @description higher of the last close and the 5-day average close, when set up */
            benchmark: string;
            /** @description price under the benchmark, percent */
            discountPercent: string;
            /** @description price under the live price, percent (negative: above it) */
            discountToLivePercent: string;
            /** @description shares offered */
            quantity: number;
            minQuantity: number;
            startTime: number;
            endTime: number;
            /** @description allotted shares can be sold from then */
            lockupUntil: number;
            /** @enum {string} */
            status: "upcoming" | "open" | "allocating" | "allocated" | "cancelled";
            rule: components["schemas"]["TermsRule"];
        };
        Portfolio: {
            /** @enum {string} */
            currency: "MXN";
            /** @description every wallet balance (available and frozen) + margins in positions + floating P/L + products held, in MXN */
            totalAssetsMxn: string;
            /** @description wallet balances in MXN */
            cashMxn: string;
            /** @description margins in positions + floating P/L, in MXN */
            positionsValueMxn: string;
            /** @description products held outside the wallets and positions (bond titles, block positions, fund units) at today's value, in MXN */
            productsValueMxn: string;
            /** @description productsValueMxn by product area (areas with nothing held left out) */
            products: components["schemas"]["PortfolioProduct"][];
            /** @description decimal string with the currency decimals */
            dayPnlMxn: string;
            /** @description decimal string with the currency decimals */
            totalPnlMxn: string;
            /** @description decimal string with the currency decimals */
            pricePnlMxn: string;
            /** @description decimal string with the currency decimals */
            fxPnlMxn: string;
            positions: components["schemas"]["PortfolioPosition"][];
            time: number;
        };
        PortfolioPosition: {
            positionId: number;
            code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
            source: number;
            direction: number;
            leverage: number;
            /** @description a long position without leverage: reads as shares held (no margin level, no add margin) */
            shares: boolean;
            quantity: string;
            priceCurrency: string;
            /** @description open price, instrument currency */
            averageCost: string;
            /** @description mark price now, instrument currency */
            price: string;
            prevClose: string;
            /** @description price x quantity x multiplier, instrument currency */
            marketValue: string;
            /** @description decimal string with the currency decimals */
            marketValueMxn: string;
            /** @description since the previous close (since the open for a position opened today), at the current rate */
            dayPnlMxn: string;
            /** @description pricePnlMxn + fxPnlMxn */
            totalPnlMxn: string;
            /** @description (price - average cost) x quantity x multiplier, at the current rate into MXN */
            pricePnlMxn: string;
            /** @description the capital committed (margin, wallet currency) x (rate now - rate at open) into MXN */
            fxPnlMxn: string;
            /** @description MXN per unit of the wallet currency now */
            rateMxn: string;
            /** @description MXN per unit of the wallet currency when it opened */
            openRateMxn: string;
        };
        PortfolioProduct: {
            /** @description the product area: 'bonds', 'funds', 'blocktrade', 'mining' */
            area: string;
            /** @description how many holdings */
            holdings: number;
            /** @description their value today (bonds: clean price + accrued; block positions: at the bid; funds: units x NAV; mining robots: what redeeming pays back now), in MXN */
            valueMxn: string;
        };
        PositionFlow: {
            id: number;
            positionId: number;
            /** @enum {string} */
            kind: "open" | "open_fee" | "margin_add" | "close" | "close_fee" | "partial_close" | "stop_loss" | "take_profit" | "liquidation" | "margin_call" | "modify";
            /** @description in the request language */
            title: string;
            /** @description signed money to (+) or from (-) the wallet, wallet currency; "0.00" for events without money */
            amount: string;
            /** @enum {string} */
            currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @description decimal string: shares, contracts or lots */
            quantity?: string;
            /** @description decimal string, instrument decimals */
            price?: string;
            orderId?: number;
            /** @description ledger transaction */
            txId?: number;
            time: number;
        };
        ProfitDetail: {
            positionId: number;
            code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
            /** @enum {string} */
            currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            direction: number;
            /** @description decimal string: shares, contracts or lots */
            quantity: string;
            /** @description decimal string, instrument decimals */
            openPrice: string;
            /** @description decimal string, instrument decimals */
            closePrice: string;
            /** @description realized after fees */
            profit: string;
            /** @description decimal string with the currency decimals */
            fee: string;
            /** @enum {string} */
            closeReason: "user" | "stop_loss" | "take_profit" | "liquidation";
            /** @description when the long was bought, or the short was bought back */
            buyTimeStamp: number;
            /** @description when the long was sold, or the short was sold */
            sellTimeStamp: number;
        };
        QuantOrder: {
            id: number;
            productId: number;
            productName: string;
            /** @enum {string} */
            status: "in_progress" | "completed";
            /** @enum {string} */
            currency: "USD";
            /** @description decimal string with the currency decimals */
            amount: string;
            cycleDays: number;
            feePctYear: string;
            /** @description first day of profit records */
            startDate: string;
            endDate: string;
            /** @description days with a profit record */
            days: number;
            /** @description sum of the net daily records */
            profit: string;
            /** @description sum of the daily fees */
            fee: string;
            /** @description decimal string with the currency decimals */
            payout?: string;
            createdAt: number;
            completedAt?: number;
        };
        QuantProduct: {
            id: number;
            name: string;
            strategy: components["schemas"]["StrategyView"];
            cycleDays: number;
            /** @description decimal string with the currency decimals */
            minAmount: string;
            /** @description decimal string with the currency decimals */
            maxAmount: string;
            feePctYear: string;
            needsKey: boolean;
            /** @enum {string} */
            status: "open" | "closed";
            /** @description cycle, limits, fee formula and daily profit formula in the caller language (the published terms of the cycle) */
            rule: string;
            /** @description the published terms version the rule comes from; send it back with the subscription */
            termsVersionId: number;
        };
        QuantProductAdminView: {
            id: number;
            strategyId: number;
            nameEs: string;
            nameEn: string;
            nameZh: string;
            cycleDays: number;
            /** @description decimal string with the currency decimals */
            minAmount: string;
            /** @description decimal string with the currency decimals */
            maxAmount: string;
            feePctYear: string;
            needsKey: boolean;
            /** @enum {string} */
            status: "open" | "closed";
            subscriptions: number;
        };
        QuantProfit: {
            orderId: number;
            productName: string;
            date: string;
            /** @description decimal string with the currency decimals */
            gross: string;
            /** @description decimal string with the currency decimals */
            fee: string;
            /** @description decimal string with the currency decimals */
            net: string;
            /** @description the subscription value at the day close */
            value: string;
        };
        QuantProfitStat: {
            /** @enum {string} */
            currency: "USD";
            /** @description sum of the net records of the last recorded day */
            today: string;
            /** @description decimal string with the currency decimals */
            cumulative: string;
            /** @description principal in running subscriptions */
            inProgress: string;
            byProduct: {
                productId: number;
                name: string;
                /** @description decimal string with the currency decimals */
                profit: string;
            }[];
        };
        QuantRanking: {
            /** @enum {string} */
            window: "30d" | "90d" | "1y";
            list: {
                rank: number;
                productId: number;
                name: string;
                record: components["schemas"]["TrackRecordView"];
            }[];
            disclaimer: string;
        };
        QueueExport: {
            filename: string;
            /** @description RFC 4180, header line first; private fields masked */
            csv: string;
            rows: number;
            /** @description more rows matched than 5000 */
            truncated: boolean;
        };
        ReconciliationReport: {
            ok: boolean;
            checkedAt: number;
            accounts: number;
            transactions: number;
            postings: number;
            trialBalance: {
                /** @enum {string} */
                currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
                /** @description decimal string with the currency decimals */
                sum: string;
            }[];
            differences: {
                /** @enum {string} */
                kind: "balance" | "held" | "negative" | "running_balance" | "unbalanced_transaction" | "empty_transaction" | "trial_balance";
                account?: string;
                txId?: number;
                /** @enum {string} */
                currency?: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
                expected: string;
                actual: string;
            }[];
        };
        ReconciliationRun: {
            id: number;
            /**
             * @description an operator asked, or the daily job ran it
             * @enum {string}
             */
            trigger: "operator" | "job";
            operatorUsername?: string;
            /** @description the local day of a job run (YYYY-MM-DD) */
            period?: string;
            ranAt: number;
            ok: boolean;
            differences: number;
            report: components["schemas"]["ReconciliationReport"];
        };
        RecoveryCodes: {
            /** @description shown once: each works one time */
            recoveryCodes: string[];
        };
        ReferralSummary: {
            invitationCode: string;
            invitedCount: number;
            /** @description The registration link with the code, at the server's PUBLIC_URL; absent when none is configured */
            link?: string;
        };
        Revealed: {
            value: string;
        };
        RobotEstimate: {
            /** @description E = H·86,400·(subsidy + average fees)/(D·2³²) × (1 − pool fee), per unit */
            dailyBtc: string;
            /** @description dailyBtc at the current simulated BTC price */
            dailyUsd: string;
            energyKwhPerDay: string;
            /** @description decimal string with the currency decimals */
            energyUsdPerDay: string;
            /** @description dailyUsd − energy */
            netUsdPerDay: string;
            /** @description reward at BTC −20 % */
            dailyUsdLow: string;
            /** @description reward at BTC +20 % */
            dailyUsdHigh: string;
            /** @description decimal string with the currency decimals */
            netUsdPerDayLow: string;
            /** @description decimal string with the currency decimals */
            netUsdPerDayHigh: string;
            /** @description rent: the rental price / days; buy: the machine price / service life (straight line) */
            priceUsdPerDay: string;
            /** @description netUsdPerDay − priceUsdPerDay */
            profitUsdPerDay: string;
            /** @description decimal string with the currency decimals */
            profitUsdPerDayLow: string;
            /** @description decimal string with the currency decimals */
            profitUsdPerDayHigh: string;
            /** @description decimal string with the currency decimals */
            btcPrice: string;
            poolFeeRate: string;
            tariffPerKwh: string;
            /** @enum {boolean} */
            simulated: true;
        };
        RobotMessage: {
            id: number;
            orderId: number;
            /** @enum {string} */
            kind: "state" | "payout" | "energy" | "redeem";
            state?: number;
            text: string;
            createdAt: number;
        };
        RobotOrder: {
            id: number;
            robotId: number;
            name: string;
            model: string;
            /** @enum {string} */
            mode: "rent" | "buy";
            units: number;
            hashrateThs: string;
            /** @description ROBOT_STATES */
            state: number;
            stateSince: number;
            /** @description days */
            cycle: number;
            startTime: number;
            /** @description end of the rental or service life */
            lockTime: number;
            /** @description decimal string with the currency decimals */
            price: string;
            /** @description prepaid energy left at the last settlement */
            energyBalance: string;
            /** @description decimal string with the currency decimals */
            energyUsdPerDay: string;
            energyRunsOutAt?: number;
            /** @description BTC with 8 decimals */
            minedBtc: string;
            /** @description US$ value of the BTC credited so far, each payout at its price (the credit itself is minedBtc) */
            income: string;
            /** @description decimal string with the currency decimals */
            energyUsed: string;
            /** @description what redeeming now pays back (refund or buy-back + energy left) */
            redeemValue: string;
            /** @description paid back when redeemed or expired */
            refund?: string;
            termsVersionId: number;
            closedAt?: number;
            /** @enum {boolean} */
            simulated: true;
        };
        RobotPayout: {
            id: number;
            orderId: number;
            from: number;
            to: number;
            /** @description blocks the network found in the period */
            blocks: number;
            networkEhs: string;
            /** @description after the pool fee */
            rewardBtc: string;
            /** @description BTC with 8 decimals */
            poolFeeBtc: string;
            /** @description decimal string with the currency decimals */
            btcPrice: string;
            /** @description US$ value of rewardBtc at btcPrice (the credit is rewardBtc, in BTC) */
            amount: string;
            /** @description US$ of prepaid energy consumed */
            energy: string;
            createdAt: number;
        };
        RobotPreview: {
            robot: components["schemas"]["RobotView"];
            units: number;
            energyDays: number;
            /** @description rental or machine price for all units */
            price: string;
            /** @description energy bought now: energyDays × energy per day */
            energyPrepaid: string;
            /** @description price + energyPrepaid, from the FINANCIAL wallet in USD */
            total: string;
            hashrateThs: string;
            /** @description BTC with 8 decimals */
            expectedDailyBtc: string;
            /** @description decimal string with the currency decimals */
            expectedDailyUsd: string;
            /** @description decimal string with the currency decimals */
            energyUsdPerDay: string;
            cycleDays: number;
            /** @description what redeeming returns, in words */
            redeemRule: string;
            rule: components["schemas"]["TermsRule"];
        };
        RobotView: {
            id: number;
            name: string;
            model: string;
            /** @enum {string} */
            mode: "rent" | "buy";
            /** @description TH/s per unit */
            hashrateThs: string;
            jPerTh: string;
            watts: string;
            /** @description days: the rental period, or the service life of a bought machine */
            cycle: number;
            /** @description rent: US$ per TH/s per day */
            pricePerThDay?: string;
            /** @description US$ per unit: rent = TH/s × price per TH/day × days; buy = the machine price */
            price: string;
            capacityUnits: number;
            availableUnits: number;
            /** @description units one user may hold at once */
            userQuota: number;
            /** @enum {string} */
            status: "open" | "closed";
            estimate: components["schemas"]["RobotEstimate"];
        };
        SaleItem: {
            id: number;
            stock_code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK";
            currency: string;
            decimals: number;
            salePrice: number;
            price_nominal: number;
            /** @description Percent below the market price */
            discount: number;
            minQuantity: number;
            totalQuantity: number;
            startTime: number;
            endTime: number;
            /** @enum {string} */
            status: "upcoming" | "open" | "closed";
        };
        SaleTime: {
            /** @description Whether placings can be bought now */
            open: boolean;
            /** @description Today's (or the next) window start (ms) */
            startTime: number;
            endTime: number;
            timezone: string;
        };
        ServiceApplication: {
            id: number;
            /** @enum {string} */
            service: "BLOCK_TRADE" | "MARGIN" | "FOLLOW";
            /** @description 1 pending review, 2 review failed, 3 approved (ReviewStatus) */
            status: number;
            statusLabel: string;
            remark?: string;
            /** @description why it was refused */
            reason?: string;
            createdAt: number;
            reviewedAt?: number;
        };
        Session: {
            /** @description send as Authorization (with or without "Bearer ") */
            token: string;
            /** @description ms since epoch */
            expiresAt: number;
            userInfo: components["schemas"]["UserInfo"];
        };
        StockDetail: {
            quote: components["schemas"]["StockQuote"];
            session: components["schemas"]["MarketSession"];
            stats: {
                high52w: number;
                low52w: number;
                /** @description Mean daily volume of the last 63 sessions */
                avgVolume3m: number;
                /** @description Today's (high - low) / prevClose in percent */
                amplitude: number;
                /** @description Percent of shares outstanding traded today, when known */
                turnoverRate?: number;
                /** @description Percent change since the last close of the previous year */
                changeYtd: number;
            };
            simulated: boolean;
        };
        StockQuote: {
            /** @description Name in the request language (Chinese name for HK stocks in zh when known) */
            name: string;
            nameEn: string;
            nameZh?: string;
            /** @description Instrument code: AAPL, WALMEX *, 00700, ES, USD/MXN, SPX, BTC/USD */
            stock_code: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK" | "FUTURES" | "FOREX" | "INDEX" | "CRYPTO";
            /** @description AssetSource: Stock 0, Forex 2, Future 3, HKStock 11, GlobalIndex 99, RobotCrypto 100 */
            source: number;
            /** @enum {string} */
            kind: "stock" | "etf" | "future" | "forex" | "index" | "crypto";
            /** @description NYSE, NASDAQ, BMV, HKEX, CME, CBOT, COMEX, NYMEX, FX, INDEX, CRYPTO */
            exchange: string;
            currency: string;
            /** @description Price decimals */
            decimals: number;
            /** @description Current minimum price step (HKEX: depends on the price band) */
            tickSize: number;
            /** @description Shares per board lot (HK), 1 elsewhere */
            lotSize: number;
            /** @enum {string} */
            status: "pre" | "open" | "lunch" | "post" | "closed";
            /** @description Last price of the regular session (live while open) */
            price_nominal: number;
            /** @description price_nominal - prevClose */
            change: number;
            /** @description Percent change from prevClose */
            change_ratio: number;
            /** @description True when change < 0 (shown in red) */
            fall: boolean;
            /** @description Today's volume (shares, contracts or units) */
            volume: number;
            /** @description Today's traded value in the instrument's currency */
            turnover: number;
            open: number;
            high: number;
            low: number;
            prevClose: number;
            bid: number;
            ask: number;
            /** @description Time of this quote (ms) */
            time: number;
            /** @description True when the instrument is on the caller's watchlist (false without a token) */
            selfSelectStatus: boolean;
            sector?: string;
            marketCap?: number;
            /** @description US stocks, during and after the pre-market session */
            preMarketPrice?: number;
            preMarketChange?: number;
            preMarketChangeRatio?: number;
            /** @description US stocks, during and after the post-market session */
            postMarketPrice?: number;
            postMarketChange?: number;
            postMarketChangeRatio?: number;
            /** @description Futures: units per contract */
            contractSize?: number;
            /** @description Futures: value of one tick per contract, in currency */
            tickValue?: number;
            /** @description Futures: what one contract is */
            unit?: string;
            /** @description Futures: the contract month that trades now (the front month) */
            contract?: components["schemas"]["FutureContract"];
            /** @description Futures: the exchange's initial margin per contract, in currency; an order asks at least this per contract */
            initialMargin?: number;
        };
        StrategyAdminView: {
            id: number;
            code: string;
            nameEs: string;
            nameEn: string;
            nameZh: string;
            params: {
                /** @enum {string} */
                kind: "ma_momentum";
                /** @description instrument codes of the simulated market */
                codes: string[];
                /** @description days of the fast moving average */
                fast: number;
                /** @description days of the slow moving average (above fast) */
                slow: number;
                /** @description percent of equity invested when every code is in */
                investPct: number;
                /** @description rebalance only when a position is off target by more than this percent of equity */
                bandPct: number;
            } | {
                /** @enum {string} */
                kind: "mean_reversion";
                /** @description a USD/XXX pair */
                code: string;
                lookback: number;
                entryZ: number;
                exitZ: number;
                investPct: number;
            };
            /** @description decimal string with the currency decimals */
            capital: string;
            backtestDays: number;
            launchDate: string;
            /** @description last day run (YYYY-MM-DD) */
            asOf?: string;
            /** @enum {string} */
            status: "running" | "stopped";
            trades: number;
        };
        StrategyDetail: {
            id: number;
            code: string;
            name: string;
            /** @enum {string} */
            kind: "ma_momentum" | "mean_reversion";
            /** @description the algorithm in words, with its parameters, in the caller language */
            rule: string;
            params: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            currency: "USD";
            /** @description YYYY-MM-DD: days before it are a back-test */
            launchDate: string;
            /** @description last day run (YYYY-MM-DD) */
            asOf?: string;
            equity: string;
            /** @description whole history (back-test included) */
            record: components["schemas"]["TrackRecordView"];
            /** @description since launch only */
            live: components["schemas"]["TrackRecordView"];
            /** @description "past results do not predict future results" in the caller language */
            disclaimer: string;
            /** @enum {boolean} */
            simulated: true;
            cash: string;
            holdings: components["schemas"]["StrategyHolding"][];
            curve: components["schemas"]["CurvePoint"][];
        };
        StrategyHolding: {
            code: string;
            quantity: string;
            /** @description USD per unit at the last close */
            price: string;
            value: string;
            weightPct: string;
        };
        StrategyTrade: {
            id: number;
            date: string;
            code: string;
            /** @enum {string} */
            side: "buy" | "sell";
            quantity: string;
            price: string;
            amount: string;
            backtest: boolean;
        };
        StrategyView: {
            id: number;
            code: string;
            name: string;
            /** @enum {string} */
            kind: "ma_momentum" | "mean_reversion";
            /** @description the algorithm in words, with its parameters, in the caller language */
            rule: string;
            params: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            currency: "USD";
            /** @description YYYY-MM-DD: days before it are a back-test */
            launchDate: string;
            /** @description last day run (YYYY-MM-DD) */
            asOf?: string;
            equity: string;
            /** @description whole history (back-test included) */
            record: components["schemas"]["TrackRecordView"];
            /** @description since launch only */
            live: components["schemas"]["TrackRecordView"];
            /** @description "past results do not predict future results" in the caller language */
            disclaimer: string;
            /** @enum {boolean} */
            simulated: true;
        };
        SummaryDetail: {
            stock_code: string;
            name: string;
            currency: string;
            decimals: number;
            open: number;
            high: number;
            low: number;
            prevClose: number;
            volume: number;
            turnover: number;
            high52w: number;
            low52w: number;
            avgVolume3m: number;
            amplitude: number;
            marketCap?: number;
            lotSize: number;
            tickSize: number;
            sector?: string;
            exchange: string;
            contractSize?: number;
            tickValue?: number;
            unit?: string;
            contract?: components["schemas"]["FutureContract"];
            initialMargin?: number;
            /** @description One line about the instrument, in the request language */
            description: string;
        };
        TermsProductView: {
            product: string;
            description: string;
            items: {
                item: string;
                current?: components["schemas"]["TermsVersionView"];
                /** @description versions published with a later effectiveFrom */
                pending: number;
            }[];
            schema: {
                [key: string]: unknown;
            };
        };
        TermsRule: {
            /** @description id to keep with an order taken under this rule */
            versionId: number;
            product: string;
            item: string;
            /** @description 1, 2, 3... per product and item */
            version: number;
            effectiveFrom: number;
            /** @description the rule in the caller's language, placeholders filled */
            text: string;
            /** @description the typed document (the numbers the server computes with) */
            terms: {
                [key: string]: unknown;
            };
        };
        TermsVersionView: {
            id: number;
            product: string;
            item: string;
            version: number;
            terms: {
                [key: string]: unknown;
            };
            /** @description as published, with the placeholders */
            text: {
                es: string;
                en: string;
                zh: string;
            };
            /** @description placeholders filled */
            rendered: {
                es: string;
                en: string;
                zh: string;
            };
            note?: string;
            effectiveFrom: number;
            /** @description operator username, or "system" for seeded versions */
            createdBy: string;
            createdAt: number;
            /** @description the version in effect now */
            current: boolean;
        };
        TrackRecordView: {
            /** @description YYYY-MM-DD of the first point */
            from?: string;
            /** @description YYYY-MM-DD of the last point */
            to?: string;
            /** @description time-weighted return over the window, percent */
            twrPct: string;
            maxDrawdownPct: string;
            /** @description annualised: sample sd of daily returns × √252 */
            volatilityPct: string;
            /** @description share of sells above average cost; absent before the first sell */
            winRatePct?: string;
            trades: number;
            sells: number;
            wins: number;
            startEquity: string;
            endEquity: string;
            /** @description true when any day of the window is a back-test (before launch) */
            backtest: boolean;
        };
        TradeAccount: {
            /**
             * @description 'cash' (buy and sell shares) or 'margin' (short selling and leverage on stocks too)
             * @enum {string}
             */
            account: "cash" | "margin";
            /**
             * @description the MARGIN service application
             * @enum {string}
             */
            marginApplication: "none" | "pending" | "rejected" | "approved";
            /** @description the leverage risk notice was acknowledged (futures and forex orders need it) */
            riskNoticeAcknowledged: boolean;
            /** @description ms, when it was acknowledged */
            riskNoticeAt?: number;
        };
        TradeConfirmation: {
            orderId: number;
            /** @description ms */
            filledAt: number;
            /** @enum {string} */
            market: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
            code: string;
            name: string;
            /** @enum {string} */
            side: "buy" | "sell";
            /** @enum {string} */
            openClose: "open" | "close";
            quantity: string;
            /** @description fill price, in priceCurrency */
            price: string;
            /** @enum {string} */
            priceCurrency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /**
             * @description the wallet currency of every amount below
             * @enum {string}
             */
            currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @description quantity x price (x multiplier), in the wallet currency, rounded half up */
            gross: string;
            /** @description decimal string with the currency decimals */
            commission: string;
            /** @description IVA rate on the commission in effect at the fill (published rule trading-tax), e.g. "0.16" */
            ivaRate: string;
            /** @description IVA on the commission, as booked */
            iva: string;
            /** @description buy: gross + commission + IVA; sell: gross - commission - IVA */
            net: string;
            /** @description YYYY-MM-DD, the exchange's date of the fill */
            tradeDate: string;
            /** @description YYYY-MM-DD, tradeDate + settlementDays business days of the exchange */
            settlementDate: string;
            settlementDays: number;
            positionId?: number;
        };
        TradeOrder: {
            id: number;
            /** @description display number, e.g. "O20260105000123" */
            orderNo: string;
            code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
            source: number;
            /** @enum {string} */
            walletType: "BALANCE" | "STOCK" | "US_STOCK" | "MX" | "HK_STOCK" | "FUTURE" | "FOREX" | "FOLLOW" | "SUBSCRIPTION" | "FINANCIAL";
            /** @enum {string} */
            currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            priceCurrency: string;
            /** @description 0 buy (long), 1 sell (short) */
            direction: number;
            /** @description 0 market, 1 limit */
            orderType: number;
            /** @description 0 opens a position, 1 closes one */
            openClose: number;
            /** @description TradeOrderStatus: 0 entrusted, 1 filled, 2 cancelled, 3 in progress */
            status: number;
            /** @description why it was cancelled or refused, in the request language */
            statusReason?: string;
            /** @description fill price when filled, else the limit price */
            price: string;
            /** @description decimal string, instrument decimals */
            limitPrice?: string;
            /** @description decimal string, instrument decimals */
            fillPrice?: string;
            /** @description decimal string: shares, contracts or lots */
            quantity: string;
            /** @description notional: price x quantity x multiplier, instrument currency */
            total: string;
            /** @description held (entrusted) or taken (filled), wallet currency */
            margin: string;
            /** @description handling fee, wallet currency */
            fee: string;
            /** @description the published terms version (GET /terms/version/{id}) the order was priced under */
            termsVersionId?: number;
            leverage: number;
            /** @enum {string} */
            marginMode: "half" | "full";
            /** @description true for half (isolated) margin */
            isolatedPosition: boolean;
            /** @description decimal string, instrument decimals */
            stopLoss?: string;
            /** @description decimal string, instrument decimals */
            takeProfit?: string;
            positionId?: number;
            /** @description the quote at creation (market orders fill at it) */
            quote: components["schemas"]["UsedQuote"];
            fillQuote?: components["schemas"]["UsedQuote"];
            createTimeTimestamp: number;
            fillTime?: number;
            cancelTime?: number;
            /** @description a resting limit order: when it expires (good till cancelled, at most the published gtcMaxDays) */
            expiresAt?: number;
            /** @description true when an earlier call with the same idempotency key made it */
            replayed?: boolean;
            /** @description /stock/create and /hk/create, a sale of held shares: the whole sale across its lots */
            sale?: {
                /** @description shares sold in all (the sum of the lots closed) */
                quantity: string;
                /** @description what the shares fetched before costs, wallet currency: the sum over the lots */
                gross: string;
                /** @description commission, the sum over the lots */
                fee: string;
                /** @description IVA on the commission, the sum over the lots */
                iva: string;
                /** @description what the wallet got: gross - fee - IVA */
                net: string;
                /** @description the closing orders, oldest lot first (the answer is the last) */
                orderIds: number[];
            };
        };
        TradePosition: {
            id: number;
            /** @description display number, e.g. "P20260105000123" */
            positionNo: string;
            /** @description the opening order */
            orderId: number;
            /** @description the position this closed part was split from */
            parentId?: number;
            code: string;
            name: string;
            /** @enum {string} */
            market: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
            source: number;
            /** @enum {string} */
            walletType: "BALANCE" | "STOCK" | "US_STOCK" | "MX" | "HK_STOCK" | "FUTURE" | "FOREX" | "FOLLOW" | "SUBSCRIPTION" | "FINANCIAL";
            /**
             * @description wallet currency: margin, fees, profit
             * @enum {string}
             */
            currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            priceCurrency: string;
            /** @description 0 long, 1 short */
            direction: number;
            leverage: number;
            /** @enum {string} */
            marginMode: "half" | "full";
            isolatedPosition: boolean;
            /** @description PositionStatus: 0 holding, 1 closed */
            status: number;
            /** @description quantity held (holding) or closed (closed) */
            positionNum: string;
            /** @description decimal string, instrument decimals */
            openPrice: string;
            openTime: number;
            /** @description same as openTime */
            createTimeTimestamp: number;
            /** @description mark price: bid for a long, ask for a short (holding); close price (closed) */
            currentPrice: string;
            /** @description decimal string, instrument decimals */
            closePrice?: string;
            closeTime?: number;
            /** @enum {string} */
            closeReason?: "user" | "stop_loss" | "take_profit" | "liquidation";
            /** @description notional at the open price, instrument currency */
            total: string;
            /** @description notional at the current price, instrument currency */
            marketValue: string;
            /** @description decimal string with the currency decimals */
            margin: string;
            /** @description holding: floating P/L at the mark price (before the closing fee); closed: realized P/L after fees */
            profit: string;
            /** @description holding: same as profit; closed: "0.00" */
            floatingProfit: string;
            /** @description realized P/L of closes (after fees): closed positions */
            sellProfit: string;
            /** @description return in percent: profit / margin x 100, 2 decimals ("12.34") */
            zdf: string;
            /** @description the instrument's change today, percent */
            changeRatio?: number;
            /** @description fees paid: opening (+ closing) */
            handlingFee: string;
            /** @description decimal string with the currency decimals */
            openFee: string;
            /** @description IVA paid on the opening commission (0.00 for positions opened before it was kept) */
            openIva?: string;
            /** @description decimal string with the currency decimals */
            closeFee: string;
            buyRate: string;
            sellRate: string;
            /** @description decimal string, instrument decimals */
            stopLoss?: string;
            /** @description decimal string, instrument decimals */
            takeProfit?: string;
            /** @description isolated holding: equity / margin ("1.25") */
            marginLevel?: string;
            /** @description isolated: mark price of a margin call */
            marginCallPrice?: string;
            /** @description isolated: mark price of liquidation */
            liquidationPrice?: string;
            marketStatus?: string;
        };
        TradeRate: {
            /** @enum {string} */
            market: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
            /** @enum {string} */
            walletType: "BALANCE" | "STOCK" | "US_STOCK" | "MX" | "HK_STOCK" | "FUTURE" | "FOREX" | "FOLLOW" | "SUBSCRIPTION" | "FINANCIAL";
            /**
             * @description the wallet's currency: margin, fees and P/L are booked in it
             * @enum {string}
             */
            currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @description fee rate on the notional of a buy, e.g. "0.001" = 0.1 % */
            buyRate: string;
            /** @description fee rate on the notional of a sell */
            sellRate: string;
            /** @description minimum fee per order, wallet currency */
            minFee: string;
            /** @description allowed leverages, smallest first */
            leverages: number[];
            defaultLeverage: number;
            marginModes: ("half" | "full")[];
            /** @description equity / margin below which a margin call is sent, e.g. "0.5" */
            marginCallLevel: string;
            /** @description equity / margin below which positions are liquidated, e.g. "0.3" */
            liquidationLevel: string;
            /** @description a limit price must be within this percent of the market price */
            priceGuardPercent: string;
            /** @description a market order fills only within this percent of the price the user confirmed */
            priceBandPercent?: string;
            /** @description IVA charged on top of each commission now (published rule trading-tax), e.g. "0.16" */
            ivaRate?: string;
        };
        TransferQuote: {
            quoteId: string;
            /** @enum {string} */
            fromWallet: "BALANCE" | "STOCK" | "US_STOCK" | "MX" | "HK_STOCK" | "FUTURE" | "FOREX" | "FOLLOW" | "SUBSCRIPTION" | "FINANCIAL";
            /** @enum {string} */
            fromCurrency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @enum {string} */
            toWallet: "BALANCE" | "STOCK" | "US_STOCK" | "MX" | "HK_STOCK" | "FUTURE" | "FOREX" | "FOLLOW" | "SUBSCRIPTION" | "FINANCIAL";
            /** @enum {string} */
            toCurrency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @description decimal string with the currency decimals */
            amount: string;
            /** @description what arrives, rounded down to the cent */
            amountOut: string;
            /** @description applied rate (mid minus spread) */
            rate: string;
            midRate: string;
            /** @description fraction of the mid rate, e.g. "0.0025" = 0.25 %; "0" without conversion */
            spread: string;
            /** @description the spread as money, in toCurrency: what the amount gives at the mid rate minus amountOut */
            spreadAmount: string;
            /** @description decimal string with the currency decimals */
            fee: string;
            /** @description ms; confirm before this */
            validUntil: number;
            /** @description the undo window after confirming */
            pendingSeconds: number;
        };
        TwoFactorSetup: {
            /** @description base32, for typing into the app by hand */
            secret: string;
            /** @description otpauth://totp/... for the QR code */
            uri: string;
            issuer: string;
            account: string;
            digits: number;
            /** @description seconds */
            period: number;
        };
        TwoFactorStatus: {
            enabled: boolean;
            /** @description ms since epoch */
            enabledAt?: number;
            recoveryCodesLeft: number;
        };
        UploadResult: {
            /** @description /web/file/{name} */
            url: string;
        };
        UsableWithdrawal: {
            /** @enum {string} */
            currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @description available in the funding account in that currency */
            amount: string;
            /** @description decimal string with the currency decimals */
            minAmount: string;
            /** @description decimal string with the currency decimals */
            fee: string;
            list: {
                /** @enum {string} */
                currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
                /** @description decimal string with the currency decimals */
                amount: string;
            }[];
            cutoff: components["schemas"]["PayoutCutoff"];
        };
        UsedQuote: {
            /** @description decimal string, instrument decimals */
            bid: string;
            /** @description decimal string, instrument decimals */
            ask: string;
            /** @description decimal string, instrument decimals */
            last: string;
            time: number;
            /** @description market status then: open, pre, post, lunch, closed */
            status: string;
        };
        UserInfo: {
            userId: number;
            username: string;
            email: string;
            invitationCode: string;
            /** @description 2 individual, 4 company */
            accountType: 2 | 4;
            /** @enum {string} */
            kycStatus: "none" | "pending" | "verified" | "failed";
            kycReason?: string;
            realName?: string;
            payPasswordSet: boolean;
            twoFactorEnabled: boolean;
            wsUrl: string;
            /** @description ms since epoch */
            createdAt: number;
        };
        UserNote: {
            id: number;
            userId: number;
            operatorUsername: string;
            text: string;
            createdAt: number;
        };
        WalletBalance: {
            /**
             * @description OVERVIEW is the total of all the others, in MXN
             * @enum {string}
             */
            walletType: "OVERVIEW" | "BALANCE" | "FOLLOW" | "FUTURE" | "STOCK" | "SUBSCRIPTION" | "FOREX" | "HK_STOCK" | "US_STOCK" | "MX" | "FINANCIAL";
            /** @enum {string} */
            currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            decimals: number;
            /** @description booked balance */
            balance: string;
            /** @description balance minus frozen */
            available: string;
            /** @description held: withdrawals under review, pending transfers, open orders */
            frozen: string;
            /** @description balance in MXN at the current rate */
            valueMxn: string;
        };
        WalletBalances: {
            list: components["schemas"]["WalletBalance"][];
            rates: components["schemas"]["FxRateView"][];
            time: number;
        };
        WalletHold: {
            id: number;
            /** @enum {string} */
            walletType: "BALANCE" | "STOCK" | "US_STOCK" | "MX" | "HK_STOCK" | "FUTURE" | "FOREX" | "FOLLOW" | "SUBSCRIPTION" | "FINANCIAL";
            /** @enum {string} */
            currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @description what is still frozen */
            amount: string;
            /** @description withdrawal, transfer, order or another module kind */
            kind: string;
            /** @description why, in the request language */
            reason: string;
            ref?: string;
            /** @description ms */
            since: number;
        };
        WalletTransfer: {
            id: number;
            /** @enum {string} */
            status: "pending" | "completed" | "cancelled";
            /** @enum {string} */
            fromWallet: "BALANCE" | "STOCK" | "US_STOCK" | "MX" | "HK_STOCK" | "FUTURE" | "FOREX" | "FOLLOW" | "SUBSCRIPTION" | "FINANCIAL";
            /** @enum {string} */
            fromCurrency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @enum {string} */
            toWallet: "BALANCE" | "STOCK" | "US_STOCK" | "MX" | "HK_STOCK" | "FUTURE" | "FOREX" | "FOLLOW" | "SUBSCRIPTION" | "FINANCIAL";
            /** @enum {string} */
            toCurrency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @description decimal string with the currency decimals */
            amount: string;
            /** @description decimal string with the currency decimals */
            amountOut: string;
            rate: string;
            spread: string;
            /** @description the quote whose rate it used (conversions) */
            quoteId?: string;
            createdAt: number;
            /** @description when a pending transfer completes */
            settlesAt: number;
            completedAt?: number;
            cancelledAt?: number;
        };
        WatchlistGroup: {
            /** @description 'all', 'US', 'MX', 'HK' or the id of a group of the user's own */
            key: string;
            /** @enum {string} */
            kind: "all" | "market" | "custom";
            name?: string;
            id?: number;
            count: number;
        };
        WatchlistRow: {
            id: number;
            /** @description Name */
            f14: string;
            /** @description Code */
            f12: string;
            /** @description Change */
            f4: number;
            /** @description Change percent */
            f3: number;
            /** @description Volume */
            f5: number;
            /** @description Price */
            f2: number;
            /** @enum {string} */
            market: "US" | "MX" | "HK" | "FUTURES" | "FOREX" | "INDEX" | "CRYPTO";
            source: number;
            /** @enum {string} */
            kind: "stock" | "etf" | "future" | "forex" | "index" | "crypto";
            currency: string;
            decimals: number;
            /** @enum {string} */
            status: "pre" | "open" | "lunch" | "post" | "closed";
            fall: boolean;
            /** @description Position in the list, 0 first */
            sort: number;
        };
        Withdrawal: {
            id: number;
            orderNo: string;
            /** @enum {string} */
            method: "bank" | "crypto";
            /** @enum {string} */
            currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            /** @description decimal string with the currency decimals */
            amount: string;
            /** @description decimal string with the currency decimals */
            fee: string;
            destination: components["schemas"]["WithdrawalDestination"];
            /** @enum {string} */
            payoutAsset?: "USDT" | "BTC" | "ETH";
            payoutAmount?: string;
            /** @description 1 Pending Review, 2 Audit Failure, 3 Completed */
            status: 1 | 2 | 3;
            statusLabel: string;
            /** @enum {string} */
            stage: "review" | "approved" | "sent" | "paid" | "rejected" | "returned";
            /** @description SPEI clave de rastreo (bank) or transaction hash (crypto), once sent */
            trackingKey?: string;
            sentAt?: number;
            paidAt?: number;
            returnedAt?: number;
            reason?: string;
            approvals: number;
            requiredApprovals: number;
            createdAt: number;
            reviewedAt?: number;
        };
        WithdrawalDestination: {
            /** @enum {string} */
            kind: "bank" | "crypto";
            cardId?: number;
            bankName?: string;
            accountName?: string;
            cardNoMasked?: string;
            walletId?: number;
            /** @enum {string} */
            asset?: "USDT" | "BTC" | "ETH";
            /** @enum {string} */
            network?: "TRC20" | "ERC20" | "BTC" | "ETH";
            address?: string;
        };
        /** @description Every failure: `code` is the HTTP status, `msg` a text in the language of the `lang` header, `data.error` the stable code to branch on. */
        ErrorEnvelope: {
            code: number;
            msg: string;
            data: {
                error: string;
                /** @description the request field at fault, when there is one */
                field?: string;
                requestId?: string;
                /** @description TWO_FACTOR_REQUIRED: the token /twoFactor/login completes */
                challenge?: string;
            };
        };
        Error400: components["schemas"]["ErrorEnvelope"] & {
            data?: {
                /** @enum {string} */
                error?: "BAD_REQUEST" | "LOGIN_FAILED" | "EMAIL_CODE_INVALID" | "EMAIL_CODE_TOO_MANY_TRIES" | "PASSWORDS_DO_NOT_MATCH" | "AGREEMENT_REQUIRED" | "INVITATION_CODE_UNKNOWN" | "INVALID_FORMAT" | "OLD_PASSWORD_WRONG" | "KYC_WRONG_ACCOUNT_TYPE" | "UPLOAD_REQUIRED" | "FILE_NOT_IMAGE" | "FILE_MISSING" | "CHAT_GUEST_REQUIRED" | "CHAT_IMAGE_NOT_YOURS" | "PROOF_REQUIRED" | "CLABE_INVALID" | "CARD_NUMBER_INVALID" | "SWIFT_INVALID" | "ABA_INVALID" | "POSTAL_CODE_INVALID" | "ADDRESS_INVALID" | "TRACKING_KEY_INVALID" | "COVER_NOT_FOUND" | "INVALID_QUANTITY" | "INVALID_PRICE" | "INVALID_AMOUNT" | "AMOUNT_TOO_SMALL" | "AMOUNT_TOO_LARGE" | "IPO_QUANTITY_INVALID" | "IPO_INVALID_SETUP" | "IPO_FINANCING_INVALID" | "PLACING_QUANTITY_INVALID" | "PLACING_INVALID_SETUP" | "AUCTION_QUANTITY_INVALID";
            };
        };
        Error401: components["schemas"]["ErrorEnvelope"] & {
            data?: {
                /** @enum {string} */
                error?: "UNAUTHORIZED" | "LOGIN_EXPIRED";
            };
        };
        Error403: components["schemas"]["ErrorEnvelope"] & {
            data?: {
                /** @enum {string} */
                error?: "FORBIDDEN" | "ACCOUNT_FROZEN" | "CHAT_GUEST_NO_IMAGES" | "LOAN_APPROVER_NEEDED" | "IPO_ACCESS_BARRED";
            };
        };
        Error404: components["schemas"]["ErrorEnvelope"] & {
            data?: {
                /** @enum {string} */
                error?: "NOT_FOUND" | "URL_NOT_FOUND" | "DEPOSIT_NOT_FOUND" | "WITHDRAWAL_NOT_FOUND" | "CARD_NOT_FOUND" | "CRYPTO_WALLET_NOT_FOUND" | "JOB_NOT_FOUND" | "MARKET_UNKNOWN_INSTRUMENT" | "WATCHLIST_ROW_NOT_FOUND" | "WATCHLIST_GROUP_NOT_FOUND" | "ORDER_NOT_FOUND" | "POSITION_NOT_FOUND" | "CONDITIONAL_NOT_FOUND" | "TRANSFER_NOT_FOUND" | "TERMS_NOT_FOUND" | "ACCESS_KEY_NOT_FOUND" | "BOND_NOT_FOUND" | "BOND_HOLDING_NOT_FOUND" | "LOAN_NOT_FOUND" | "FUND_NOT_FOUND" | "FUND_ORDER_NOT_FOUND" | "IPO_NOT_FOUND" | "IPO_SUBSCRIPTION_NOT_FOUND" | "PLACING_NOT_FOUND" | "PLACING_ORDER_NOT_FOUND" | "AUCTION_NOT_FOUND" | "AUCTION_ORDER_NOT_FOUND" | "NOTHING_TO_REVEAL" | "RECONCILIATION_NEVER_RUN" | "ROBOT_NOT_FOUND" | "ROBOT_ORDER_NOT_FOUND" | "BLOCK_OFFER_NOT_FOUND" | "BLOCK_ORDER_NOT_FOUND" | "BLOCK_APPLICATION_NOT_FOUND" | "STRATEGY_NOT_FOUND" | "FOLLOW_AGENCY_NOT_FOUND" | "FOLLOW_COPY_NOT_FOUND" | "QUANT_PRODUCT_NOT_FOUND" | "QUANT_ORDER_NOT_FOUND" | "ALERT_NOT_FOUND" | "DOCUMENT_NOT_FOUND";
            };
        };
        Error409: components["schemas"]["ErrorEnvelope"] & {
            data?: {
                /** @enum {string} */
                error?: "CONFLICT" | "IDEMPOTENCY_MISMATCH" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "PAY_PASSWORD_ALREADY_SET" | "KYC_PENDING" | "KYC_ALREADY_VERIFIED" | "TWO_FACTOR_ALREADY_ENABLED" | "TWO_FACTOR_NOT_ENABLED" | "TWO_FACTOR_SETUP_MISSING" | "KYC_NOT_PENDING" | "ALREADY_REVIEWED" | "SECOND_APPROVER_REQUIRED" | "CARD_LIMIT" | "DUPLICATE" | "PAYOUT_ACCOUNT_COOLING_OFF" | "PROPOSAL_DIFFERS" | "PAYOUT_STAGE" | "TRACKING_KEY_USED" | "WATCHLIST_GROUP_EXISTS" | "ORDER_NOT_FILLED" | "ORDER_NOT_CANCELLABLE" | "POSITION_CLOSED" | "PRICE_MOVED" | "CONDITIONAL_NOT_CANCELLABLE" | "QUOTE_EXPIRED" | "QUOTE_USED" | "TRANSFER_NOT_PENDING" | "IDEMPOTENCY_IN_PROGRESS" | "SERVICE_ALREADY_APPLIED" | "HOLD_NOT_ACTIVE" | "BOND_TERMS_CHANGED" | "BOND_NOT_SELLABLE" | "BOND_CODE_TAKEN" | "BOND_ISSUE_HELD" | "LOAN_TERMS_CHANGED" | "LOAN_OPEN_EXISTS" | "LOAN_BAD_STATE" | "LOAN_NOTHING_DUE" | "LOAN_SAME_REVIEWER" | "FUND_CLOSED" | "FUND_TERMS_CHANGED" | "FUND_BAD_STATE" | "FUND_LOCKED" | "FUND_NOT_ALLOTTED" | "IPO_ALREADY_SUBSCRIBED" | "IPO_NOT_EDITABLE" | "IPO_ALREADY_PRICED" | "IPO_NOTHING_TO_PAY" | "IPO_NOT_DUE" | "PLACING_TERMS_CHANGED" | "PLACING_NOT_SELLABLE" | "PLACING_NOT_CANCELLABLE" | "AUCTION_TERMS_CHANGED" | "AUCTION_NOT_CANCELLABLE" | "BULK_NEEDS_SECOND_APPROVER" | "ROBOT_TERMS_CHANGED" | "ROBOT_NOT_REDEEMABLE" | "ROBOT_ENERGY_NOT_NEEDED" | "ROBOT_SOLD" | "BLOCK_APPLY_NOT_ALLOWED" | "BLOCK_OVER_AVAILABLE" | "BLOCK_TERMS_CHANGED" | "BLOCK_LOCKED" | "BLOCK_NOT_CLOSABLE" | "BLOCK_REVIEW_DONE" | "STRATEGY_CODE_TAKEN" | "STRATEGY_PARAMS_LOCKED" | "FOLLOW_AGENCY_CLOSED" | "FOLLOW_TERMS_CHANGED" | "FOLLOW_NO_EXIT" | "QUANT_PRODUCT_CLOSED" | "QUANT_TERMS_CHANGED" | "DOCUMENT_PERIOD_OPEN";
            };
        };
        Error413: components["schemas"]["ErrorEnvelope"] & {
            data?: {
                /** @enum {string} */
                error?: "PAYLOAD_TOO_LARGE";
            };
        };
        Error414: components["schemas"]["ErrorEnvelope"] & {
            data?: {
                /** @enum {string} */
                error?: "URI_TOO_LONG";
            };
        };
        Error415: components["schemas"]["ErrorEnvelope"] & {
            data?: {
                /** @enum {string} */
                error?: "UNSUPPORTED_MEDIA_TYPE";
            };
        };
        Error422: components["schemas"]["ErrorEnvelope"] & {
            data?: {
                /** @enum {string} */
                error?: "VALIDATION" | "PAY_PASSWORD_NOT_SET" | "PAY_PASSWORD_WRONG" | "KYC_REQUIRED" | "TWO_FACTOR_CODE_REQUIRED" | "TWO_FACTOR_CODE_WRONG" | "TWO_FACTOR_CODE_USED" | "TWO_FACTOR_CHALLENGE_INVALID" | "CHAT_EMPTY" | "CHANNEL_NOT_SUPPORTED" | "DESTINATION_REQUIRED" | "DESTINATION_CURRENCY" | "NETWORK_NOT_SUPPORTED" | "CREDIT_REASON_REQUIRED" | "MARKET_WRONG_KIND" | "MARKET_UNKNOWN_CURRENCY" | "WATCHLIST_FULL" | "WATCHLIST_GROUPS_FULL" | "MARKET_CLOSED" | "WRONG_MARKET" | "NOT_TRADABLE" | "QUANTITY_TOO_SMALL" | "WRONG_LOT" | "PRICE_GUARD" | "INVALID_LEVERAGE" | "INVALID_STOP" | "INSUFFICIENT_MARGIN" | "NOT_ISOLATED" | "IDEMPOTENCY_KEY_REQUIRED" | "PRICE_REQUIRED" | "QUANTITY_TOO_LARGE" | "SELL_EXCEEDS_HOLDING" | "SELL_MARKET_ONLY" | "SHORT_NEEDS_MARGIN" | "LEVERAGE_NEEDS_MARGIN" | "RISK_NOTICE_REQUIRED" | "INVALID_TRIGGER" | "INVALID_TRAIL" | "INVALID_BRACKET" | "EXTENDED_HOURS_NOT_ALLOWED" | "FRACTIONAL_NOT_ALLOWED" | "ORDER_AMOUNT_TOO_SMALL" | "ORDER_AMOUNT_NOT_ALLOWED" | "TOO_MANY_CONDITIONAL" | "INSUFFICIENT_FUNDS" | "CURRENCY_NOT_ALLOWED" | "TRANSFER_NOT_ALLOWED" | "QUOTE_REQUIRED" | "QUOTE_MISMATCH" | "HOLD_EXCEEDED" | "TERMS_PRODUCT_UNKNOWN" | "TERMS_ITEM_UNKNOWN" | "TERMS_INVALID" | "TERMS_TEXT_PLACEHOLDER" | "TERMS_EFFECTIVE_PAST" | "ACCESS_KEY_INVALID" | "ACCESS_KEY_USER_UNKNOWN" | "ACCESS_KEY_EXPIRY_PAST" | "BOND_NOT_OPEN" | "BOND_BELOW_MINIMUM" | "BOND_ISSUE_INVALID" | "LOAN_AMOUNT_OUT_OF_RANGE" | "LOAN_TERM_NOT_OFFERED" | "LOAN_REPAY_AMOUNT" | "FUND_AMOUNT" | "FUND_REDEEM_UNITS" | "FUND_SCHEME_INVALID" | "IPO_CLOSED" | "IPO_PRICE_OUT_OF_RANGE" | "IPO_POOL_LIMIT" | "PLACING_CLOSED" | "PLACING_PRICE_TOO_LOW" | "AUCTION_CLOSED" | "AUCTION_PRICE_OUT_OF_BAND" | "ROBOT_CLOSED" | "ROBOT_QUOTA_EXCEEDED" | "ROBOT_CAPACITY_EXCEEDED" | "ROBOT_ENERGY_TOO_LOW" | "ROBOT_INVALID" | "BLOCK_AUTHORITY_REQUIRED" | "BLOCK_OFFER_CLOSED" | "BLOCK_BELOW_MINIMUM" | "BLOCK_INSUFFICIENT_FUNDS" | "BLOCK_OFFER_INVALID" | "FOLLOW_AMOUNT_OUT_OF_RANGE" | "FOLLOW_PERIOD_NOT_OFFERED" | "QUANT_AMOUNT_OUT_OF_RANGE" | "QUANT_KEY_REQUIRED" | "QUANT_CYCLE_NOT_OFFERED" | "ALERT_INVALID" | "ALERT_ALREADY_MET" | "ALERTS_FULL";
            };
        };
        Error429: components["schemas"]["ErrorEnvelope"] & {
            data?: {
                /** @enum {string} */
                error?: "RATE_LIMITED" | "SECRET_LOCKED" | "EMAIL_CODE_COOLDOWN" | "ACCESS_KEY_LOCKED";
            };
        };
        Error431: components["schemas"]["ErrorEnvelope"] & {
            data?: {
                /** @enum {string} */
                error?: "HEADERS_TOO_LARGE";
            };
        };
        Error500: components["schemas"]["ErrorEnvelope"] & {
            data?: {
                /** @enum {string} */
                error?: "INTERNAL";
            };
        };
        Error503: components["schemas"]["ErrorEnvelope"] & {
            data?: {
                /** @enum {string} */
                error?: "BUSY" | "SHUTTING_DOWN";
            };
        };
    };
    responses: {
        /** @description Bad request (malformed JSON, too deep, too many parameters, a bad URL) */
        Error400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error400"];
            };
        };
        /** @description Not logged in, or the session expired */
        Error401: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error401"];
            };
        };
        /** @description Not allowed (frozen account, another kind of principal, an operator role missing) */
        Error403: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error403"];
            };
        };
        /** @description Not found */
        Error404: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error404"];
            };
        };
        /** @description Conflict (state changed, idempotency key reused with another body) */
        Error409: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error409"];
            };
        };
        /** @description Body too large (JSON 1M, files 5M) */
        Error413: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error413"];
            };
        };
        /** @description A path parameter too long */
        Error414: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error414"];
            };
        };
        /** @description Unsupported content type */
        Error415: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error415"];
            };
        };
        /** @description Validation failed, or a rule refused the request (data.error says which) */
        Error422: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error422"];
            };
        };
        /** @description Too many requests */
        Error429: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error429"];
            };
        };
        /** @description URL or headers too large */
        Error431: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error431"];
            };
        };
        /** @description Internal error */
        Error500: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error500"];
            };
        };
        /** @description Busy or restarting: try again */
        Error503: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error503"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    system_appVersion: {
        parameters: {
            query?: {
                platform?: "web" | "android" | "ios";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AppVersion"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    system_areaList: {
        parameters: {
            query?: {
                parentCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Area"][];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    system_dictData: {
        parameters: {
            query?: {
                type?: "account_type" | "id_document_type" | "order_status" | "review_status" | "kyc_status" | "direction" | "order_type" | "wallet_type" | "asset_source" | "currency" | "market_classify" | "trade_list_tab" | "deposit_type";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            [key: string]: components["schemas"]["DictItem"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accounts_getEmailCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description an at-sign with text on both sides */
                    email: string;
                    /**
                     * @default register
                     * @enum {string}
                     */
                    type?: "register" | "resetPassword";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @description seconds */
                            expiresIn: number;
                            /** @description seconds before another code may be asked */
                            resendIn: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accounts_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IndividualRegistrationInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accounts_registerNew: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IndividualRegistrationInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accounts_registerCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyRegistrationInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accounts_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description username or email */
                    username: string;
                    password: string;
                    /** @description the long random id the app keeps for this device (two-factor trust) */
                    deviceId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accounts_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accounts_logoutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accounts_resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description an at-sign with text on both sides */
                    email: string;
                    code: string;
                    /** @description 8-20 letters, digits or !@#$%^&*-_™€<>+= */
                    password: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accounts_updatePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    oldPassword: string;
                    /** @description 8-20 letters, digits or !@#$%^&*-_™€<>+= */
                    password: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accounts_settingPayPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payPassword: string;
                    confirmPayPassword?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accounts_updatePayPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    oldPayPassword: string;
                    payPassword: string;
                    confirmPayPassword?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accounts_userInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["UserInfo"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accounts_userInfoById: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["UserInfo"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accounts_updateReal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IndividualKycInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["KycInfo"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accounts_companyKyc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyKycInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["KycInfo"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accounts_kycStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["KycInfo"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    twoFactor_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["TwoFactorStatus"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    twoFactor_setup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["TwoFactorSetup"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    twoFactor_enable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the 6-digit code of the authenticator app */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["RecoveryCodes"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    twoFactor_disable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    /** @description the 6-digit code of the authenticator app */
                    code?: string;
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    twoFactor_regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the 6-digit code of the authenticator app */
                    code?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["RecoveryCodes"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    twoFactor_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge: string;
                    /** @description the 6-digit code of the authenticator app */
                    code?: string;
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    twoFactor_devices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["Device"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    twoFactor_signOutDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_stockList: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                /** @description Default: the list order (market cap / importance) */
                sort?: "change_ratio" | "change" | "price_nominal" | "volume" | "turnover" | "stock_code" | "name";
                order?: "asc" | "desc";
                market?: "US" | "MX" | "HK";
                sector?: string;
                /** @description Filters by code or name */
                keyword?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["StockQuote"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_allStockList: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                /** @description Default: the list order (market cap / importance) */
                sort?: "change_ratio" | "change" | "price_nominal" | "volume" | "turnover" | "stock_code" | "name";
                order?: "asc" | "desc";
                /** @description All markets when absent */
                market?: "US" | "MX" | "HK" | "FUTURES" | "FOREX" | "INDEX" | "CRYPTO";
                /** @description Code or name, any language; search ranks exact codes first */
                keyword?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["StockQuote"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_topList: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                market?: "US" | "MX" | "HK";
                type?: "gainers" | "losers" | "active" | "turnover";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["StockQuote"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_hotStock: {
        parameters: {
            query?: {
                market?: "US" | "MX" | "HK";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["StockQuote"][];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_homeCustomList: {
        parameters: {
            query?: {
                period?: "1m" | "5m" | "15m" | "30m" | "1h" | "1d" | "1w";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["HomeCard"][];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_futuresList: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                /** @description Default: the list order (market cap / importance) */
                sort?: "change_ratio" | "change" | "price_nominal" | "volume" | "turnover" | "stock_code" | "name";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["StockQuote"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_futuresOptList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["FutureSpec"][];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_forexIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["StockQuote"][];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_forexList: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                /** @description Default: the list order (market cap / importance) */
                sort?: "change_ratio" | "change" | "price_nominal" | "volume" | "turnover" | "stock_code" | "name";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["StockQuote"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_globalIndex: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                /** @description Default: the list order (market cap / importance) */
                sort?: "change_ratio" | "change" | "price_nominal" | "volume" | "turnover" | "stock_code" | "name";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["StockQuote"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_ztStockList: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                market?: "US" | "MX" | "HK";
                minRatio?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["StockQuote"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_hkAllStockList: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                /** @description Default: the list order (market cap / importance) */
                sort?: "change_ratio" | "change" | "price_nominal" | "volume" | "turnover" | "stock_code" | "name";
                order?: "asc" | "desc";
                keyword?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["StockQuote"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_getStock: {
        parameters: {
            query: {
                codes: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["StockQuote"][];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_preMarketList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /**
                     * @default desc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["StockQuote"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_getMarket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    market: "US" | "MX" | "HK" | "FUTURES" | "FOREX" | "CRYPTO";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["MarketSession"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_getMarkets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["MarketSession"][];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_stockDetail: {
        parameters: {
            query: {
                /** @description Instrument code (stock_code) */
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["StockDetail"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_summaryDetail: {
        parameters: {
            query: {
                /** @description Instrument code (stock_code) */
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["SummaryDetail"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_detailQuote: {
        parameters: {
            query: {
                /** @description Instrument code (stock_code) */
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Depth"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_kline: {
        parameters: {
            query: {
                code: string;
                period?: "1m" | "5m" | "15m" | "30m" | "1h" | "1d" | "1w";
                count?: number;
                /** @description Only bars starting before this time (ms), to page back */
                endTime?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Kline"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_cryptoKline: {
        parameters: {
            query: {
                code: string;
                period?: "1m" | "5m" | "15m" | "30m" | "1h" | "1d" | "1w";
                count?: number;
                /** @description Only bars starting before this time (ms), to page back */
                endTime?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Kline"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_cryptoDetail: {
        parameters: {
            query: {
                /** @description Instrument code (stock_code) */
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["StockDetail"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_cryptoQuantifyList: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                /** @description Default: the list order (market cap / importance) */
                sort?: "change_ratio" | "change" | "price_nominal" | "volume" | "turnover" | "stock_code" | "name";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["StockQuote"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_cryptoRobotKline: {
        parameters: {
            query?: {
                code?: string;
                period?: "1m" | "5m" | "15m" | "30m" | "1h" | "1d" | "1w";
                count?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Kline"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    watchlist_list: {
        parameters: {
            query?: {
                group?: ("all" | "US" | "MX" | "HK") | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["WatchlistRow"][];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    watchlist_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stockCode: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            id: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    watchlist_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            deleted: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    watchlist_deleteByStockCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stockCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            deleted: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    watchlist_sort: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            ok: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    watchlist_groups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["WatchlistGroup"][];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    watchlist_createGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["WatchlistGroup"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    watchlist_renameGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["WatchlistGroup"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    watchlist_deleteGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            deleted: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    watchlist_assign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stockCode: string;
                    groupIds: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            id: number;
                            groupIds: number[];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    watchlist_codeGroups: {
        parameters: {
            query: {
                stockCode: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            groupIds: number[];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_curatedList: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                market?: "US" | "MX" | "HK";
                list?: "mostTraded" | "mostWatched" | "newListings" | "highs" | "lows";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["CuratedItem"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    files_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description an image (PNG, JPEG, GIF or WebP), at most 5M
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["UploadResult"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    admin_fileUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description an image (PNG, JPEG, GIF or WebP), at most 5M
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            url: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    files_termsUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description an image (PNG, JPEG, GIF or WebP), at most 5M
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    get_file_name: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    notices_list: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["NoticePage"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    notices_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Notice"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    notices_updateRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    all?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            unreadCount: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminNotices_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    target: "user" | "all";
                    userId?: number;
                    title: {
                        es?: string;
                        en?: string;
                        zh?: string;
                    };
                    body: {
                        es?: string;
                        en?: string;
                        zh?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["OperatorNotice"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminNotices_list: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["OperatorNotice"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    admin_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["OperatorSession"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    admin_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    admin_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["OperatorInfo"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    admin_kycList: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                /** @description user id, username or email; reference (order number); or an amount (e.g. 1500.00) */
                keyword?: string;
                currency?: string;
                /** @description arrived at or after this time (ms) */
                from?: number;
                /** @description arrived before this time (ms) */
                to?: number;
                /** @description default: oldest first for pending, newest first otherwise */
                sort?: "oldest" | "newest";
                status?: "pending" | "verified" | "failed" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["KycSubmission"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    admin_kycDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["KycSubmission"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    admin_kycApprove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["KycSubmission"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    admin_kycReject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["KycSubmission"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    admin_userList: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                keyword?: string;
                frozen?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["AdminUser"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    admin_userDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminUser"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    admin_freeze: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminUser"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    admin_unfreeze: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminUser"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    admin_outbox: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["OutboxMail"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    admin_auditLog: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                action?: string;
                operatorId?: number;
                /** @description the operator's username */
                operator?: string;
                /** @description the object: kyc, user, deposit, withdrawal, job... */
                targetType?: string;
                targetId?: string;
                /** @description from this time (ms), inclusive */
                from?: number;
                /** @description before this time (ms) */
                to?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["AuditEntry"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    admin_operatorList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["OperatorInfo"][];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    admin_operatorCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 4-20 letters, digits, _ or - */
                    username: string;
                    /** @description 8-20 letters, digits or !@#$%^&*-_™€<>+= */
                    password: string;
                    /** @description one or more of admin, kyc_reviewer, money_reviewer, money_approver */
                    roles: ("admin" | "kyc_reviewer" | "money_reviewer" | "money_approver")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["OperatorInfo"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    terms_current: {
        parameters: {
            query: {
                /** @description the product area, e.g. "trading" */
                product: string;
                /** @description the item inside the product (e.g. a market "US"); "" when the product has one rule */
                item?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["TermsRule"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    terms_version: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["TermsRule"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    terms_adminProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["TermsProductView"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    terms_adminVersions: {
        parameters: {
            query: {
                pageNum?: number;
                pageSize?: number;
                /** @description the product area, e.g. "trading" */
                product: string;
                /** @description the item inside the product (e.g. a market "US"); "" when the product has one rule */
                item?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["TermsVersionView"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    terms_adminPublish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermsPublishBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["TermsVersionView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accessKeys_checkQuant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckSecretBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["CheckSecretResult"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accessKeys_checkBlockTrade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckSecretBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["CheckSecretResult"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accessKeys_checkPlacing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckSecretBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["CheckSecretResult"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accessKeys_adminIssue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IssueAccessKeyBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @description shown once; only its hash is kept */
                            key: string;
                            accessKey: components["schemas"]["AccessKeyView"];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accessKeys_adminList: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                product?: "quant" | "blocktrade" | "placing";
                status?: "active" | "expired" | "revoked" | "used_up";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["AccessKeyView"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accessKeys_adminUses: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                keyId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["AccessKeyUseView"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    accessKeys_adminRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AccessKeyView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    wallet_getWalletBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description only this wallet (OVERVIEW is always first)
                     * @enum {string}
                     */
                    walletType?: "OVERVIEW" | "BALANCE" | "FOLLOW" | "FUTURE" | "STOCK" | "SUBSCRIPTION" | "FOREX" | "HK_STOCK" | "US_STOCK" | "MX" | "FINANCIAL";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["WalletBalances"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    wallet_holds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["WalletHold"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    wallet_getWalletBill: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillQueryInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["BillItem"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    wallet_transferQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    fromWallet: "BALANCE" | "STOCK" | "US_STOCK" | "MX" | "HK_STOCK" | "FUTURE" | "FOREX" | "FOLLOW" | "SUBSCRIPTION" | "FINANCIAL";
                    /**
                     * @description default: the wallet's first currency (BALANCE: MXN)
                     * @enum {string}
                     */
                    fromCurrency?: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
                    /** @enum {string} */
                    toWallet: "BALANCE" | "STOCK" | "US_STOCK" | "MX" | "HK_STOCK" | "FUTURE" | "FOREX" | "FOLLOW" | "SUBSCRIPTION" | "FINANCIAL";
                    /**
                     * @description default: the wallet's first currency
                     * @enum {string}
                     */
                    toCurrency?: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
                    /** @description in the source currency */
                    amount: string | number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["TransferQuote"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    wallet_transfer: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    fromWallet: "BALANCE" | "STOCK" | "US_STOCK" | "MX" | "HK_STOCK" | "FUTURE" | "FOREX" | "FOLLOW" | "SUBSCRIPTION" | "FINANCIAL";
                    /**
                     * @description default: the wallet's first currency (BALANCE: MXN)
                     * @enum {string}
                     */
                    fromCurrency?: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
                    /** @enum {string} */
                    toWallet: "BALANCE" | "STOCK" | "US_STOCK" | "MX" | "HK_STOCK" | "FUTURE" | "FOREX" | "FOLLOW" | "SUBSCRIPTION" | "FINANCIAL";
                    /**
                     * @description default: the wallet's first currency
                     * @enum {string}
                     */
                    toCurrency?: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
                    /** @description in the source currency */
                    amount: string | number;
                    quoteId?: string;
                    /** @description what the user was shown to receive (the quote's amountOut): booked to the cent, or refused with QUOTE_MISMATCH */
                    amountOut?: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["WalletTransfer"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    wallet_cancelTransfer: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["WalletTransfer"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    wallet_transferList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @enum {string} */
                    status?: "pending" | "completed" | "cancelled";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["WalletTransfer"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    wallet_applyService: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    service: "BLOCK_TRADE" | "MARGIN" | "FOLLOW";
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["ServiceApplication"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    wallet_serviceList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["ServiceApplication"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMoney_serviceApplications: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                /** @description user id, username or email; reference (order number); or an amount (e.g. 1500.00) */
                keyword?: string;
                currency?: string;
                /** @description arrived at or after this time (ms) */
                from?: number;
                /** @description arrived before this time (ms) */
                to?: number;
                /** @description default: oldest first for pending, newest first otherwise */
                sort?: "oldest" | "newest";
                status?: "pending" | "failed" | "completed" | "all";
                userId?: number;
                service?: "BLOCK_TRADE" | "MARGIN" | "FOLLOW";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["AdminServiceApplication"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMoney_serviceApprove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminServiceApplication"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMoney_serviceReject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminServiceApplication"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    wallet_fundingOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["FundingOverview"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funding_depositChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["DepositChannel"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funding_depositCreate: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    currency: "MXN" | "USD" | "EUR" | "USDT" | "BTC" | "ETH";
                    amount: (string | number) | (string | number);
                    /** @description url from /file/upload (bank: required) */
                    proofUrl?: string;
                    /**
                     * @description crypto: required
                     * @enum {string}
                     */
                    network?: "TRC20" | "ERC20" | "BTC" | "ETH";
                    /** @description crypto: optional hash of the transfer */
                    txHash?: string;
                    /** @description bank: the bank the transfer came from */
                    payerBank?: string;
                    /** @description bank: the account holder who paid */
                    payerName?: string;
                    /** @description bank: the paying CLABE or account (its last digits suffice) */
                    payerAccount?: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Deposit"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funding_depositList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @description 1 Pending Review, 2 Audit Failure, 3 Completed */
                    status?: 1 | 2 | 3;
                    /** @enum {string} */
                    method?: "bank" | "crypto";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["Deposit"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funding_usableWithdrawal: {
        parameters: {
            query?: {
                currency?: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["UsableWithdrawal"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funding_withdrawalApply: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description funding currency debited (MXN, USD, EUR)
                     * @default MXN
                     * @enum {string}
                     */
                    currency?: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
                    /** @description digits with at most 2 decimals, greater than 0 */
                    amount: string | number;
                    cardId?: number;
                    walletId?: number;
                    payPassword: string;
                    /** @description the authenticator code, required once two-factor sign-in is on (TWO_FACTOR_CODE_REQUIRED) */
                    totp?: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Withdrawal"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funding_withdrawalList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @description 1 Pending Review, 2 Audit Failure, 3 Completed */
                    status?: 1 | 2 | 3;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["Withdrawal"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funding_cardList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["BankCard"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funding_cardAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description at most 50 characters */
                    bankName: string;
                    /** @description at most 50 characters */
                    accountName: string;
                    /** @description country MX: the 18-digit CLABE; otherwise the account number / IBAN (6-34 letters and digits) */
                    cardNo: string;
                    /**
                     * @description ISO code of the bank country; MX checks the CLABE
                     * @default MX
                     */
                    country?: string;
                    swiftCode?: string;
                    branchCode?: string;
                    /** @description 9 digits with the ABA check digit (US banks) */
                    abaRouting?: string;
                    /** @description at most 50 characters */
                    bankAddress?: string;
                    /** @description at most 50 characters */
                    region?: string;
                    /** @description at most 50 characters */
                    city?: string;
                    postalCode?: string;
                    /** @description at most 50 characters */
                    personalAddress?: string;
                    /** @description url from /file/upload */
                    frontImage?: string;
                    /** @description url from /file/upload */
                    backImage?: string;
                    /** @description the transaction password */
                    payPassword: string;
                    /** @description the authenticator code, required once two-factor sign-in is on (TWO_FACTOR_CODE_REQUIRED) */
                    totp?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BankCard"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funding_cardUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description at most 50 characters */
                    bankName: string;
                    /** @description at most 50 characters */
                    accountName: string;
                    /** @description country MX: the 18-digit CLABE; otherwise the account number / IBAN (6-34 letters and digits) */
                    cardNo: string;
                    /**
                     * @description ISO code of the bank country; MX checks the CLABE
                     * @default MX
                     */
                    country?: string;
                    swiftCode?: string;
                    branchCode?: string;
                    /** @description 9 digits with the ABA check digit (US banks) */
                    abaRouting?: string;
                    /** @description at most 50 characters */
                    bankAddress?: string;
                    /** @description at most 50 characters */
                    region?: string;
                    /** @description at most 50 characters */
                    city?: string;
                    postalCode?: string;
                    /** @description at most 50 characters */
                    personalAddress?: string;
                    /** @description url from /file/upload */
                    frontImage?: string;
                    /** @description url from /file/upload */
                    backImage?: string;
                    id: number;
                    /** @description the transaction password */
                    payPassword: string;
                    /** @description the authenticator code, required once two-factor sign-in is on (TWO_FACTOR_CODE_REQUIRED) */
                    totp?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BankCard"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funding_cardDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funding_walletList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["CryptoWallet"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funding_walletAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description currency type
                     * @enum {string}
                     */
                    currency: "USDT" | "BTC" | "ETH";
                    /** @enum {string} */
                    network: "TRC20" | "ERC20" | "BTC" | "ETH";
                    address: string;
                    label?: string;
                    /** @description the transaction password */
                    payPassword: string;
                    /** @description the authenticator code, required once two-factor sign-in is on (TWO_FACTOR_CODE_REQUIRED) */
                    totp?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["CryptoWallet"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funding_walletUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description currency type
                     * @enum {string}
                     */
                    currency: "USDT" | "BTC" | "ETH";
                    /** @enum {string} */
                    network: "TRC20" | "ERC20" | "BTC" | "ETH";
                    address: string;
                    label?: string;
                    id: number;
                    /** @description the transaction password */
                    payPassword: string;
                    /** @description the authenticator code, required once two-factor sign-in is on (TWO_FACTOR_CODE_REQUIRED) */
                    totp?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["CryptoWallet"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funding_walletDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMoney_deposits: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                /** @description user id, username or email; reference (order number); or an amount (e.g. 1500.00) */
                keyword?: string;
                currency?: string;
                /** @description arrived at or after this time (ms) */
                from?: number;
                /** @description arrived before this time (ms) */
                to?: number;
                /** @description default: oldest first for pending, newest first otherwise */
                sort?: "oldest" | "newest";
                status?: "pending" | "failed" | "completed" | "all";
                userId?: number;
                method?: "bank" | "crypto";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["AdminDeposit"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMoney_deposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminDeposit"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMoney_depositApprove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @description credit another amount than declared (the proof shows it); needs `reason` */
                    amount?: string | number;
                    /** @description why the credit differs from the declared amount; the user reads it */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminDeposit"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMoney_depositReject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /**
                     * @description a picked reason, shown to the user in their language
                     * @enum {string}
                     */
                    reasonCode?: "proof_mismatch" | "proof_unreadable" | "amount_mismatch" | "not_received" | "name_mismatch";
                    /** @description or a reason typed by the operator, shown as written */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminDeposit"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMoney_withdrawals: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                /** @description user id, username or email; reference (order number); or an amount (e.g. 1500.00) */
                keyword?: string;
                currency?: string;
                /** @description arrived at or after this time (ms) */
                from?: number;
                /** @description arrived before this time (ms) */
                to?: number;
                /** @description default: oldest first for pending, newest first otherwise */
                sort?: "oldest" | "newest";
                status?: "pending" | "failed" | "completed" | "all";
                userId?: number;
                method?: "bank" | "crypto";
                /** @description one step of the payout life */
                stage?: "review" | "approved" | "sent" | "paid" | "rejected" | "returned";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["AdminWithdrawal"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMoney_withdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminWithdrawal"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMoney_withdrawalApprove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminWithdrawal"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMoney_withdrawalReject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminWithdrawal"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMoney_withdrawalSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @description bank: the SPEI clave de rastreo (SPEI_TRACKING_KEY); crypto: the transaction hash */
                    trackingKey: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminWithdrawal"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMoney_withdrawalPaid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminWithdrawal"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMoney_withdrawalReturn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminWithdrawal"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMoney_houseAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["HouseAccount"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMoney_userBalances: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: {
                                walletType: string;
                                /** @enum {string} */
                                currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
                                /** @description decimal string with the currency decimals */
                                balance: string;
                                /** @description decimal string with the currency decimals */
                                frozen: string;
                                /** @description decimal string with the currency decimals */
                                available: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMoney_reconcile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["ReconciliationReport"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_rates: {
        parameters: {
            query?: {
                market?: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["TradeRate"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_minCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["MinCount"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderInputInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["OrderPreview"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_stockCreate: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["TradeOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_hkCreate: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["TradeOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_goldCreate: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["TradeOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_crudeCreate: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["TradeOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["TradeOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_additions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    positionId?: number;
                    orderId?: number;
                    /** @description price; 0 or "" clears it (null fields are dropped on the wire); absent keeps it */
                    stopLoss?: string | number;
                    /** @description price; 0 or "" clears it; absent keeps it */
                    takeProfit?: string | number;
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            position?: components["schemas"]["TradePosition"];
                            order?: components["schemas"]["TradeOrder"];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_flatPosition: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    positionId: number;
                    /** @description part to close (same units and step as opening); absent: all */
                    quantity?: string | number;
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            order: components["schemas"]["TradeOrder"];
                            closed: components["schemas"]["TradePosition"];
                            remaining?: components["schemas"]["TradePosition"];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_getByStock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            positions: components["schemas"]["TradePosition"][];
                            orders: components["schemas"]["TradeOrder"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_addPositionMargin: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    positionId: number;
                    /** @description wallet currency, at most 2 decimals */
                    amount: string | number;
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["TradePosition"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @enum {string} */
                    market?: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["TradePosition"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_flatList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @enum {string} */
                    market?: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["TradePosition"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_consignList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @enum {string} */
                    market?: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["TradeOrder"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_orderList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @enum {string} */
                    market?: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
                    code?: string;
                    status?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["TradeOrder"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_orderDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            order: components["schemas"]["TradeOrder"];
                            history: components["schemas"]["OrderHistoryItem"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_positionDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["TradePosition"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_water: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    positionId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["PositionFlow"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_halfOrFullNum: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    market?: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            halfNum: number;
                            fullNum: number;
                            holdingNum: number;
                            entrustedNum: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_confirmation: {
        parameters: {
            query: {
                orderId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["TradeConfirmation"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_fundDetails: {
        parameters: {
            query?: {
                market?: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["FundDetail"][];
                            time: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    portfolio_account: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["TradeAccount"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    portfolio_acknowledgeRisk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {number} */
                    version: 1;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["TradeAccount"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    portfolio_portfolio: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Portfolio"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    trading_fundProfit: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                market?: "US" | "MX" | "HK" | "FUTURES" | "FOREX";
                code?: string;
                /** @description close time, ms, inclusive */
                startTime?: number;
                /** @description close time, ms, exclusive */
                endTime?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["ProfitDetail"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                            totals: {
                                /** @enum {string} */
                                currency: "MXN" | "USD" | "EUR" | "HKD" | "BTC";
                                /** @description decimal string with the currency decimals */
                                profit: string;
                                /** @description decimal string with the currency decimals */
                                fee: string;
                                count: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    conditional_create: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @description 0 buy, 1 sell (a stock sell sells shares held, as on the ticket) */
                    direction: number;
                    /** @enum {string} */
                    kind: "market" | "limit" | "stop" | "stop_limit" | "trailing";
                    /** @description same units and step as a market order (US: fractions to the published precision) */
                    quantity: string | number;
                    /** @description stop and stop-limit: buy when the ask reaches it (at or above), sell when the bid reaches it (at or below) */
                    triggerPrice?: string | number;
                    /** @description limit and stop-limit: fills only at this price or better */
                    limitPrice?: string | number;
                    /** @description trailing: the stop follows the best price at this distance (instrument currency) */
                    trailAmount?: string | number;
                    /** @description trailing: ... or at this percent of it */
                    trailPercent?: string | number;
                    /**
                     * @default day
                     * @enum {string}
                     */
                    timeInForce?: "day" | "gtc";
                    /** @description US stocks, limit only: may fill in the pre-market and after-hours sessions */
                    extendedHours?: boolean;
                    leverage?: number;
                    /**
                     * @default half
                     * @enum {string}
                     */
                    marginMode?: "half" | "full";
                    short?: boolean;
                    /** @description a take-profit and a stop-loss on the position the entry opens; one cancels the other */
                    bracket?: {
                        /** @description closes the position at the market when the price reaches it (long: bid at or above) */
                        takeProfit: string | number;
                        /** @description closes the position at the market when the price reaches it (long: bid at or below) */
                        stopLoss: string | number;
                    };
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            order: components["schemas"]["ConditionalOrder"];
                            legs: components["schemas"]["ConditionalOrder"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    conditional_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["ConditionalOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    conditional_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    live?: boolean;
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["ConditionalOrder"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    conditional_rules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["OrderRulesView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    news_pageList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @enum {string} */
                    category?: "markets" | "economy" | "companies" | "global";
                    /** @enum {string} */
                    language?: "es" | "en" | "zh";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["ArticlePage"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    news_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Article"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    get_article_cover_name: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminNews_list: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                status?: "draft" | "published" | "all";
                language?: "es" | "en" | "zh";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["AdminArticle"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminNews_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminArticle"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminNews_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    title: string;
                    summary?: string;
                    body: string;
                    /** @enum {string} */
                    category: "markets" | "economy" | "companies" | "global";
                    /** @enum {string} */
                    language: "es" | "en" | "zh";
                    cover?: string;
                    source?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminArticle"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminNews_publish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    publishAt?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminArticle"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminNews_unpublish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminArticle"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminNews_remove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    referral_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["ReferralSummary"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    referral_invitees: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["Invitee"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    chat_guestStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            guestToken: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    chat_history: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    guestToken?: string;
                    /** @description a message id: the page ends before it */
                    before?: number;
                    /** @default 50 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["ChatHistory"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    chat_guestEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    guestToken: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["ChatConversation"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    get_chat_image_name: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminChat_queue: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                status?: "open" | "closed" | "all";
                mine?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["AdminConversation"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminChat_conversation: {
        parameters: {
            query?: {
                /** @description a message id: the page ends before it */
                before?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            conversation: components["schemas"]["AdminConversation"];
                            messages: components["schemas"]["ChatMessage"][];
                            hasMore: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminChat_assign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    operatorId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminConversation"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminChat_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["ChatProfile"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminChat_setProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    displayName: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["ChatProfile"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminChat_close: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminConversation"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminJobs_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["JobInfo"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminJobs_runs: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                job?: string;
                status?: "pending" | "running" | "done" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["JobRun"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminJobs_runNow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["JobRun"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBackoffice_clock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            /** @description ms, the server clock */
                            now: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBackoffice_clientNames: {
        parameters: {
            query: {
                /** @description comma-separated user ids (1 to 100) */
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: {
                                userId: number;
                                username: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBackoffice_dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Dashboard"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBackoffice_reconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            last?: components["schemas"]["ReconciliationRun"];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBackoffice_reconciliationRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["ReconciliationRun"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBackoffice_customer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["CustomerView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBackoffice_customerSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            revoked: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBackoffice_exportKyc: {
        parameters: {
            query?: {
                /** @description user id, username or email; reference (order number); or an amount (e.g. 1500.00) */
                keyword?: string;
                currency?: string;
                /** @description arrived at or after this time (ms) */
                from?: number;
                /** @description arrived before this time (ms) */
                to?: number;
                /** @description default: oldest first for pending, newest first otherwise */
                sort?: "oldest" | "newest";
                status?: "pending" | "verified" | "failed" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["QueueExport"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBackoffice_exportDeposits: {
        parameters: {
            query?: {
                /** @description user id, username or email; reference (order number); or an amount (e.g. 1500.00) */
                keyword?: string;
                currency?: string;
                /** @description arrived at or after this time (ms) */
                from?: number;
                /** @description arrived before this time (ms) */
                to?: number;
                /** @description default: oldest first for pending, newest first otherwise */
                sort?: "oldest" | "newest";
                status?: "pending" | "failed" | "completed" | "all";
                method?: "bank" | "crypto";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["QueueExport"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBackoffice_exportWithdrawals: {
        parameters: {
            query?: {
                /** @description user id, username or email; reference (order number); or an amount (e.g. 1500.00) */
                keyword?: string;
                currency?: string;
                /** @description arrived at or after this time (ms) */
                from?: number;
                /** @description arrived before this time (ms) */
                to?: number;
                /** @description default: oldest first for pending, newest first otherwise */
                sort?: "oldest" | "newest";
                status?: "pending" | "failed" | "completed" | "all";
                method?: "bank" | "crypto";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["QueueExport"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBackoffice_bulkKyc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approve";
                    ids: number[];
                } | {
                    /** @enum {string} */
                    decision: "reject";
                    ids: number[];
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BulkResult"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBackoffice_bulkDeposits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approve";
                    ids: number[];
                } | {
                    /** @enum {string} */
                    decision: "reject";
                    ids: number[];
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BulkResult"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBackoffice_bulkWithdrawals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approve";
                    ids: number[];
                } | {
                    /** @enum {string} */
                    decision: "reject";
                    ids: number[];
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BulkResult"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBackoffice_userNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["UserNote"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBackoffice_addUserNote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["UserNote"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBackoffice_revealKyc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @enum {string} */
                    field: "documentNumber" | "bankAccount" | "officeAddress" | "phone";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Revealed"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBackoffice_revealWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @enum {string} */
                    field: "cardNo" | "bankAddress";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["Revealed"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    ipo_newStockList: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                status?: "upcoming" | "subscribing" | "pending_listing" | "listed";
                market?: "US" | "MX" | "HK";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["NewStock"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    ipo_newStockDetail: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["NewStockDetail"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    ipo_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreviewBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["IpoPreview"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    ipo_subscribe: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscribeBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["IpoSubscription"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    ipo_pay: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["IpoSubscription"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    ipo_subscription: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["IpoSubscription"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    ipo_edit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditSubscriptionBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["IpoSubscription"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    ipo_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionActionInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["IpoSubscription"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    ipo_reconfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionActionInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["IpoSubscription"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    ipo_subscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @enum {string} */
                    status?: "subscribed" | "reconfirm" | "allotted" | "not_allotted" | "cancelled" | "lapsed" | "listed";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["IpoSubscription"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    ipo_counts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["IpoCounts"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminIpo_list: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["AdminIpo"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminIpo_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IpoSetupInputInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminIpo"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminIpo_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    market: "US" | "MX" | "HK";
                    code: string;
                    nameEs: string;
                    nameEn: string;
                    nameZh: string;
                    exchange: string;
                    /** @default  */
                    sector?: string;
                    /** @description decimal, at most 4 decimals */
                    priceLow: string;
                    /** @description decimal, at most 4 decimals */
                    priceHigh: string;
                    lotSize: number;
                    sharesOffered: number;
                    opensAt: number;
                    closesAt: number;
                    allotAt: number;
                    listAt: number;
                    /** @description HK only */
                    mechanism?: {
                        /** @enum {string} */
                        kind: "A";
                        steps: {
                            multiple: number;
                            percent: number;
                        }[];
                    } | {
                        /** @enum {string} */
                        kind: "B";
                        percent: number;
                    };
                    /** @description HK: amount, default 5,000,000 */
                    poolAThreshold?: string;
                    /** @description HK: largest tier */
                    maxLots?: number;
                    /** @default  */
                    description?: string;
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminIpo"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminIpo_setFinalPrice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @description decimal, at most 4 decimals */
                    price: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminIpo"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminIpo_allot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminIpo"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    bonds_bondsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @enum {string} */
                    country?: "MX" | "US";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["GovBond"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    bonds_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bondId: number;
                    /** @description titles (CETES MXN 10, BONOS M MXN 100, US units of 1,000) */
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BondPreview"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    bonds_create: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bondId: number;
                    /** @description titles (CETES MXN 10, BONOS M MXN 100, US units of 1,000) */
                    quantity: number;
                    /** @description the rule version the user saw; refused when another one is in effect */
                    termsVersionId?: number;
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BondHolding"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    bonds_pageList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /**
                     * @default all
                     * @enum {string}
                     */
                    status?: "open" | "closed" | "all";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["BondHolding"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    bonds_detail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    holdingId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BondHolding"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    bonds_flatPosition: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    holdingId: number;
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BondHolding"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    bonds_total: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BondTotals"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBonds_list: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["BondIssueView"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBonds_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BondIssueInputInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BondIssueView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBonds_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    type: "CETES" | "BONOS_M" | "UDIBONOS" | "T_BILL" | "T_NOTE" | "T_BOND";
                    name: {
                        es: string;
                        en: string;
                        zh: string;
                    };
                    /** @description percent a year (0 for CETES and bills) */
                    couponRate: string | number;
                    issueDate: string;
                    maturityDate?: string;
                    rollingDays?: number;
                    /** @description BONOS M / UDIBONOS: the first coupon (a long or short first period, N = actual days); later ones every 182 days to maturity */
                    firstCouponDate?: string;
                    face: string | number;
                    minAmount: string | number;
                    /**
                     * @default open
                     * @enum {string}
                     */
                    status?: "open" | "closed";
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BondIssueView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    loans_offer: {
        parameters: {
            query: {
                /** @description MXN, up to 2 decimals */
                amount: string;
                termMonths: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["LoanOffer"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    loans_apply: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description MXN, up to 2 decimals */
                    amount: string;
                    termMonths: number;
                    termsVersionId: number;
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["LoanView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    loans_applyRepay: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    loanId: number;
                    /** @enum {string} */
                    mode: "instalment" | "part" | "all";
                    /** @description for mode part */
                    amount?: string;
                    /**
                     * @description a prepayment shortens the term or lowers the payments
                     * @default smaller
                     * @enum {string}
                     */
                    prepay?: "fewer" | "smaller";
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["LoanView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    loans_shouldRepayAmount: {
        parameters: {
            query: {
                loanId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["LoanDue"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    loans_applyList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["LoanView"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    loans_repayList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    loanId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["LoanRepayment"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminLoans_list: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                status?: "in_review" | "passed" | "rejected" | "in_use" | "repaid";
                userId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: {
                                id: number;
                                /** @enum {string} */
                                status: "in_review" | "passed" | "rejected" | "in_use" | "repaid";
                                /** @enum {string} */
                                currency: "MXN";
                                /** @description borrowing amount */
                                amount: string;
                                termMonths: number;
                                annualRate: string;
                                cat: string;
                                /** @description principal still owed */
                                outstanding: string;
                                /** @description principal + interest of a regular instalment now (changed by a "smaller payments" prepayment; before IVA) */
                                instalmentInForce?: string;
                                /** @description what is due now (instalments due, IVA, late charges) */
                                dueAmount: string;
                                /** @description paid so far */
                                repaid: string;
                                nextDueDate?: string;
                                termsVersionId: number;
                                /** @description maker-checker approvals so far */
                                approvals: number;
                                approvalsNeeded: number;
                                rejectReason?: string;
                                longCreateTime: number;
                                longAuditTime?: number;
                                schedule: components["schemas"]["LoanScheduleRow"][];
                                userId: number;
                            }[];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminLoans_review: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    loanId: number;
                    /** @enum {string} */
                    decision: "pass" | "reject";
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            id: number;
                            /** @enum {string} */
                            status: "in_review" | "passed" | "rejected" | "in_use" | "repaid";
                            /** @enum {string} */
                            currency: "MXN";
                            /** @description borrowing amount */
                            amount: string;
                            termMonths: number;
                            annualRate: string;
                            cat: string;
                            /** @description principal still owed */
                            outstanding: string;
                            /** @description principal + interest of a regular instalment now (changed by a "smaller payments" prepayment; before IVA) */
                            instalmentInForce?: string;
                            /** @description what is due now (instalments due, IVA, late charges) */
                            dueAmount: string;
                            /** @description paid so far */
                            repaid: string;
                            nextDueDate?: string;
                            termsVersionId: number;
                            /** @description maker-checker approvals so far */
                            approvals: number;
                            approvalsNeeded: number;
                            rejectReason?: string;
                            longCreateTime: number;
                            longAuditTime?: number;
                            schedule: components["schemas"]["LoanScheduleRow"][];
                            userId: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funds_productPageList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @enum {string} */
                    kind?: "on_demand" | "fixed_term";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["FundProduct"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funds_preview: {
        parameters: {
            query: {
                productId: number;
                /** @description MXN, up to 2 decimals */
                amount: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["FundPreview"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funds_create: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: number;
                    /** @description MXN, up to 2 decimals */
                    amount: string;
                    termsVersionId: number;
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["FundOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funds_pageList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    status?: 0 | 1 | 2 | 3;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["FundOrder"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funds_stat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["FundStat"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funds_redeem: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                    /** @description units to redeem (up to the units held); absent = all of them */
                    units?: string;
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["FundOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    funds_redeemPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                    /** @description units to redeem (up to the units held); absent = all of them */
                    units?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["FundRedeemPreview"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminFunds_orders: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                status?: number;
                userId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["AdminFundOrder"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminFunds_review: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                    /** @enum {string} */
                    decision: "pass" | "reject";
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminFundOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminFunds_schemes: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["FundSchemeView"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminFunds_saveScheme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: {
                        es: string;
                        en: string;
                        zh: string;
                    };
                    /** @enum {string} */
                    kind: "on_demand" | "fixed_term";
                    /** @enum {string} */
                    model: "liquid" | "equity";
                    baseNav: string;
                    launchDate: string;
                    /** @description percent (liquid) */
                    annualYield: string;
                    /** @description percent a year */
                    expenseRatio: string;
                    lockInYears: number;
                    minAmount: string;
                    /** @enum {string} */
                    status: "open" | "closed";
                    id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["FundSchemeView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    placing_tranches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the access key */
                    secret: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["PlacingTrancheDetail"][];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    placing_create: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlacingCreateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["PlacingOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    placing_sell: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["PlacingOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    placing_subscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /**
                     * @default all
                     * @enum {string}
                     */
                    status?: "open" | "closed" | "all";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["PlacingOrder"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    placing_flatCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["PlacingCounts"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_saleList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @enum {string} */
                    market?: "US" | "MX" | "HK";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["SaleItem"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_getSaleTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["SaleTime"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminPlacing_list: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["PlacingAdminTranche"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminPlacing_benchmark: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["PlacingBenchmark"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminPlacing_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    price: string;
                    quantity: number;
                    minQuantity: number;
                    /** @description window start (ms) */
                    startAt: number;
                    /** @description window end (ms) */
                    endAt: number;
                    /** @description calendar days after the window end */
                    lockupDays: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["PlacingAdminTranche"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminPlacing_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["PlacingAdminTranche"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    auction_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /**
                     * @default US
                     * @enum {string}
                     */
                    market?: "US" | "MX" | "HK";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["AuctionIndicative"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    auction_indicative: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            code: string;
                            name: string;
                            /** @enum {string} */
                            market: "US" | "MX" | "HK";
                            currency: string;
                            decimals: number;
                            lotSize: number;
                            maxQuantity: number;
                            /** @description previous close */
                            refPrice: number;
                            bandLow: number;
                            bandHigh: number;
                            /** @description absent when nothing crosses */
                            indicativePrice?: number;
                            indicativeVolume: number;
                            /** @description at the IEP: AO buys + bids at or above it */
                            buyVolume: number;
                            sellVolume: number;
                            /** @description buy volume - sell volume at the IEP */
                            imbalance: number;
                            window: components["schemas"]["AuctionWindow"];
                            /** @enum {boolean} */
                            simulated: true;
                            rule: components["schemas"]["TermsRule"];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    auction_windows: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AuctionWindow"][];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    auction_create: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuctionCreateBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AuctionOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    auction_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AuctionOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    auction_orders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /**
                     * @default all
                     * @enum {string}
                     */
                    status?: "queued" | "done" | "all";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["AuctionOrder"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminAuction_crosses: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                market?: "US" | "MX" | "HK";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["AuctionCross"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminAuction_orders: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                status?: "queued" | "filled" | "partial" | "carried" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: {
                                id: number;
                                code: string;
                                name: string;
                                /** @enum {string} */
                                market: "US" | "MX" | "HK";
                                currency: string;
                                /** @enum {string} */
                                orderKind: "AO" | "ALO";
                                /** @description ALO limit */
                                price?: string;
                                quantity: number;
                                /** @description held while queued (wallet currency) */
                                held: string;
                                walletCurrency: string;
                                /** @enum {string} */
                                status: "queued" | "filled" | "partial" | "carried" | "cancelled";
                                filledQuantity: number;
                                fillPrice?: string;
                                carriedQuantity: number;
                                /** @description the filled stock order */
                                tradeOrderId?: number;
                                /** @description the limit order carried into the session */
                                carriedOrderId?: number;
                                /** @description why it was cancelled, in the caller language */
                                reason?: string;
                                day: string;
                                crossAt: number;
                                termsVersionId: number;
                                createTimeTimestamp: number;
                                modifyTimeTimestamp: number;
                                userId: number;
                            }[];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    strategies_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["StrategyView"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    strategies_detail: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["StrategyDetail"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    strategies_trades: {
        parameters: {
            query: {
                pageNum?: number;
                pageSize?: number;
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["StrategyTrade"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminStrategies_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["StrategyAdminView"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminStrategies_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description unique, 2-20 of A-Z 0-9 and -; fixed once created */
                    code: string;
                    nameEs: string;
                    nameEn: string;
                    nameZh: string;
                    params: {
                        /** @enum {string} */
                        kind: "ma_momentum";
                        /** @description instrument codes of the simulated market */
                        codes: string[];
                        /** @description days of the fast moving average */
                        fast: number;
                        /** @description days of the slow moving average (above fast) */
                        slow: number;
                        /** @description percent of equity invested when every code is in */
                        investPct: number;
                        /** @description rebalance only when a position is off target by more than this percent of equity */
                        bandPct: number;
                    } | {
                        /** @enum {string} */
                        kind: "mean_reversion";
                        /** @description a USD/XXX pair */
                        code: string;
                        lookback: number;
                        entryZ: number;
                        exitZ: number;
                        investPct: number;
                    };
                    /** @description USD the house account starts with (creation only) */
                    capital: string;
                    /** @description days of back-test before launch (creation only; launch is today) */
                    backtestDays: number;
                    /** @enum {string} */
                    status: "running" | "stopped";
                    id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["StrategyAdminView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminStrategies_run: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            days: number;
                            trades: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    follow_getInvestAgencyList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["InvestAgency"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    follow_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agencyId: number;
                    /** @description digits with at most 2 decimals, greater than 0 */
                    amount: string | number;
                    periodDays: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["CopyPreview"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    follow_add: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agencyId: number;
                    /** @description digits with at most 2 decimals, greater than 0 */
                    amount: string | number;
                    periodDays: number;
                    termsVersionId?: number;
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["CopyOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    follow_pageList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @enum {string} */
                    status?: "following" | "settled";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["CopyOrder"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    follow_detail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["CopyOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    follow_exit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["CopyOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminFollow_agencies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["AgencyAdminView"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminFollow_saveAgency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    strategyId: number;
                    nameEs: string;
                    nameEn: string;
                    nameZh: string;
                    /** @default  */
                    descriptionEs?: string;
                    /** @default  */
                    descriptionEn?: string;
                    /** @default  */
                    descriptionZh?: string;
                    /** @enum {string} */
                    status: "open" | "closed";
                    id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AgencyAdminView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    quant_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["QuantProduct"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    quant_getRanking: {
        parameters: {
            query?: {
                window?: "30d" | "90d" | "1y";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["QuantRanking"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    quant_profitList: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                orderId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["QuantProfit"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    quant_getProfitStat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["QuantProfitStat"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    quant_orderPageList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @enum {string} */
                    status?: "in_progress" | "completed";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["QuantOrder"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    quant_orderDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["QuantOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    quant_orderSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    productId: number;
                    /** @description digits with at most 2 decimals, greater than 0 */
                    amount: string | number;
                    secret?: string;
                    /** @description the terms version the user read; another one in effect answers QUANT_TERMS_CHANGED */
                    termsVersionId?: number;
                    payPassword: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["QuantOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminQuant_products: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["QuantProductAdminView"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminQuant_saveProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    strategyId: number;
                    nameEs: string;
                    nameEn: string;
                    nameZh: string;
                    /** @description one of the published cycles; its limits and fee are that cycle's terms (product quant) */
                    cycleDays: number;
                    needsKey: boolean;
                    /** @enum {string} */
                    status: "open" | "closed";
                    id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["QuantProductAdminView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    blocktrade_authority: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BlockAuthority"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    blocktrade_apply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlockApplyBodyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BlockAuthority"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    blocktrade_offers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @enum {string} */
                    market?: "US" | "MX" | "HK";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["BlockOffer"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    market_blockList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @enum {string} */
                    market?: "US" | "MX" | "HK";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["BlockTradeItem"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    blocktrade_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offerId: number;
                    /** @description shares */
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BlockPreview"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    blocktrade_create: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offerId: number;
                    /** @description shares */
                    quantity: number;
                    /** @description an access key, for a user whose authority is not opened */
                    secret?: string;
                    /** @description the rule version the user saw; refused when another one is in effect */
                    termsVersionId?: number;
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BlockOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    blocktrade_pageList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /**
                     * @default all
                     * @enum {string}
                     */
                    status?: "holding" | "closed" | "all";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["BlockOrder"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    blocktrade_close: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BlockOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBlocktrade_applications: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                status?: "under_review" | "opened" | "refused";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["BlockApplicationView"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBlocktrade_review: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    /** @enum {string} */
                    decision: "open" | "refuse";
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BlockApplicationView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBlocktrade_offers: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["BlockOfferAdminView"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBlocktrade_createOffer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a US, MX or HK stock of the simulated market */
                    code: string;
                    discountPercent: string | number;
                    minQuantity: number;
                    totalQuantity: number;
                    startsAt: number;
                    endsAt: number;
                    /** @default 0 */
                    lockupDays?: number;
                    /**
                     * @default open
                     * @enum {string}
                     */
                    status?: "open" | "closed";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BlockOfferAdminView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBlocktrade_updateOffer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a US, MX or HK stock of the simulated market */
                    code: string;
                    discountPercent: string | number;
                    minQuantity: number;
                    totalQuantity: number;
                    startsAt: number;
                    endsAt: number;
                    /** @default 0 */
                    lockupDays?: number;
                    /**
                     * @default open
                     * @enum {string}
                     */
                    status?: "open" | "closed";
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["BlockOfferAdminView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminBlocktrade_orders: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                userId?: number;
                offerId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["BlockOrderAdminView"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mining_pageList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @enum {string} */
                    mode?: "rent" | "buy";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["RobotView"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mining_network: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["NetworkStatus"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mining_quota: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    robotId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["MiningQuota"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mining_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    robotId: number;
                    units: number;
                    energyDays: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["RobotPreview"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mining_create: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    robotId: number;
                    units: number;
                    energyDays: number;
                    termsVersionId?: number;
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["RobotOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mining_orderList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /**
                     * @default all
                     * @enum {string}
                     */
                    status?: "active" | "closed" | "all";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["RobotOrder"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mining_detail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["RobotOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mining_energy: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                    energyDays: number;
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["RobotOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mining_redeem: {
        parameters: {
            query?: never;
            header: {
                /** @description Required (or the body field `idempotencyKey`): the same key answers the first result, another body with it is 409 IDEMPOTENCY_MISMATCH; none is 422 IDEMPOTENCY_KEY_REQUIRED. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                    /** @description the 6-digit transaction password */
                    payPassword: string;
                    /** @description or header Idempotency-Key */
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["RobotOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mining_payouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    orderId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["RobotPayout"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mining_messages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["RobotMessage"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMining_robots: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["AdminRobotView"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMining_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RobotInputInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminRobotView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMining_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: {
                        es: string;
                        en: string;
                        zh: string;
                    };
                    model: string;
                    /** @enum {string} */
                    mode: "rent" | "buy";
                    hashrateThs: string | number;
                    jPerTh: string | number;
                    cycleDays: number;
                    pricePerThDay?: string | number;
                    price?: string | number;
                    capacityUnits: number;
                    userQuota: number;
                    /**
                     * @default open
                     * @enum {string}
                     */
                    status?: "open" | "closed";
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AdminRobotView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    adminMining_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["MiningStats"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    alerts_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertInputInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AlertView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    alerts_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["AlertView"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    alerts_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            deleted: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    alerts_rules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["AlertRules"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    documents_list: {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                kind?: "statement" | "confirmation";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: {
                            list: components["schemas"]["DocumentView"][];
                            total: number;
                            totalEstimated?: boolean;
                            pageNum: number;
                            pageSize: number;
                            /** @description the server's time now (ms): which months have closed */
                            time: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    documents_statement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    month: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["DocumentView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    documents_confirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["DocumentView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    documents_file: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["DocumentFile"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    documents_email: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["DocumentView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    documents_preferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["DocumentPreferences"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    documents_setPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentPreferencesInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["DocumentPreferences"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            414: components["responses"]["Error414"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    insight_performance: {
        parameters: {
            query?: {
                period?: "1D" | "1W" | "1M" | "1Y" | "ALL";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["InsightPerformance"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    insight_allocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        msg: string;
                        data?: components["schemas"]["InsightAllocation"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            414: components["responses"]["Error414"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            431: components["responses"]["Error431"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
}
