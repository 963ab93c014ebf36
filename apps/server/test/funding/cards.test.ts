import type { BankCard, CryptoWallet } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tinyPng, upload } from '../accounts/_api.ts';
import { verifiedUser, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let ana: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ana = await verifiedUser(t);
  bob = await verifiedUser(t);
});
afterAll(() => t.close());

/** Saving a payout account asks for the transaction password (issue 29.8); verifiedUser's is 123456. */
const secret = { payPassword: '123456' };

// A real published CLABE example (Banxico): bank 032, check digit 9.
const CLABE = '032180000118359719';

describe('bank cards', () => {
  it('saves a Mexican card with every field, checks the CLABE, lists, updates and deletes it', async () => {
    const front = await upload(t, ana.token, tinyPng());
    const back = await upload(t, ana.token, tinyPng());
    const full = {
      bankName: 'IXE Banco',
      accountName: 'Ana García López',
      cardNo: '0321 8000 0118 3597 19',
      swiftCode: 'bcmrmxmm',
      branchCode: '180',
      bankAddress: 'Av. Insurgentes Sur 1000',
      region: 'CDMX',
      city: 'Ciudad de México',
      postalCode: '03100',
      personalAddress: 'Calle Falsa 123',
      frontImage: front.data.url,
      backImage: back.data.url,
    };
    const added = await call<BankCard>(t, 'POST', '/UserAccount/addCardNo', { token: ana.token, payload: { ...secret, ...full } });
    expect(added.status, added.msg).toBe(200);
    expect(added.data).toMatchObject({ ...full, cardNo: CLABE, cardNoMasked: '**** 9719', swiftCode: 'BCMRMXMM', country: 'MX' });

    const wrong = await call(t, 'POST', '/UserAccount/addCardNo', { token: ana.token, payload: { ...secret, ...full, cardNo: '032180000118359718' }, lang: 'mx' });
    expect(wrong).toMatchObject({ status: 400, data: { error: 'CLABE_INVALID', field: 'cardNo' } });
    expect(wrong.msg).toBe('La CLABE debe tener 18 dígitos con un dígito verificador válido');
    const short = await call(t, 'POST', '/UserAccount/addCardNo', { token: ana.token, payload: { ...secret, ...full, cardNo: '4111111111111111' } });
    expect(short.data).toMatchObject({ error: 'CLABE_INVALID' });
    const dup = await call(t, 'POST', '/UserAccount/addCardNo', { token: ana.token, payload: { ...secret, ...full } });
    expect(dup).toMatchObject({ status: 409, data: { error: 'DUPLICATE' } });
    const swift = await call(t, 'POST', '/UserAccount/addCardNo', { token: ana.token, payload: { ...secret, ...full, cardNo: '002180001234567896', swiftCode: 'BAD' } });
    expect(swift.data).toMatchObject({ error: 'SWIFT_INVALID', field: 'swiftCode' });
    const postal = await call(t, 'POST', '/UserAccount/addCardNo', { token: ana.token, payload: { ...secret, ...full, cardNo: '002180001234567896', postalCode: '123' } });
    expect(postal.data).toMatchObject({ error: 'POSTAL_CODE_INVALID' });
    const long = await call(t, 'POST', '/UserAccount/addCardNo', { token: ana.token, payload: { ...secret, ...full, cardNo: '002180001234567896', bankName: 'x'.repeat(51) } });
    expect(long.data).toMatchObject({ error: 'INVALID_FORMAT', field: 'bankName' });
    const bobsImage = await upload(t, bob.token, tinyPng());
    const image = await call(t, 'POST', '/UserAccount/addCardNo', { token: ana.token, payload: { ...secret, ...full, cardNo: '002180001234567896', frontImage: bobsImage.data.url } });
    expect(image.data).toMatchObject({ error: 'UPLOAD_REQUIRED', field: 'frontImage' });

    const us = await call<BankCard>(t, 'POST', '/UserAccount/addCardNo', {
      token: ana.token,
      payload: { ...secret, bankName: 'Chase', accountName: 'Ana Garcia', cardNo: '000123456789', country: 'US', abaRouting: '021000021', swiftCode: 'CHASUS33', postalCode: '10017' },
    });
    expect(us.status, us.msg).toBe(200);
    const aba = await call(t, 'POST', '/UserAccount/addCardNo', { token: ana.token, payload: { ...secret, bankName: 'Chase', accountName: 'Ana', cardNo: '000123456780', country: 'US', abaRouting: '021000022' } });
    expect(aba.data).toMatchObject({ error: 'ABA_INVALID', field: 'abaRouting' });

    const list = await call<{ list: BankCard[] }>(t, 'POST', '/UserAccount/SelectCardNo', { token: ana.token, payload: {} });
    expect(list.data.list.map((c) => c.id)).toEqual([added.data.id, us.data.id]);

    const updated = await call<BankCard>(t, 'POST', '/UserAccount/UpdateCardNo', { token: ana.token, payload: { ...secret, ...full, id: added.data.id, city: 'Puebla' } });
    expect(updated.data).toMatchObject({ id: added.data.id, city: 'Puebla' });
    const deleted = await call(t, 'POST', '/UserAccount/delete-card', { token: ana.token, payload: { id: us.data.id } });
    expect(deleted.data).toEqual({ ok: true });
    expect((await call<{ list: BankCard[] }>(t, 'POST', '/UserAccount/SelectCardNo', { token: ana.token, payload: {} })).data.list).toHaveLength(1);
  });

  it('a user never sees, changes or deletes another user’s card', async () => {
    const anas = await call<{ list: BankCard[] }>(t, 'POST', '/UserAccount/SelectCardNo', { token: ana.token, payload: {} });
    const id = anas.data.list[0]!.id;
    expect((await call<{ list: BankCard[] }>(t, 'POST', '/UserAccount/SelectCardNo', { token: bob.token, payload: {} })).data.list).toEqual([]);
    const update = await call(t, 'POST', '/UserAccount/UpdateCardNo', { token: bob.token, payload: { ...secret, id, bankName: 'X', accountName: 'Y', cardNo: CLABE } });
    expect(update).toMatchObject({ status: 404, data: { error: 'CARD_NOT_FOUND' } });
    expect((await call(t, 'POST', '/UserAccount/delete-card', { token: bob.token, payload: { id } })).status).toBe(404);
    expect((await call<{ list: BankCard[] }>(t, 'POST', '/UserAccount/SelectCardNo', { token: ana.token, payload: {} })).data.list[0]!.id).toBe(id);
    expect((await call(t, 'POST', '/UserAccount/SelectCardNo', { payload: {} })).status).toBe(401);
  });
});

describe('crypto wallets', () => {
  const valid = [
    { currency: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
    { currency: 'USDT', network: 'ERC20', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' },
    { currency: 'BTC', network: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
    { currency: 'BTC', network: 'BTC', address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' },
    { currency: 'ETH', network: 'ETH', address: '0xde709f2102306220921060314715629080e2fb77' },
  ];
  it('saves addresses whose format matches the network, and refuses the others', async () => {
    for (const wallet of valid) {
      const res = await call<CryptoWallet>(t, 'POST', '/userWallet/add', { token: ana.token, payload: { ...secret, ...wallet } });
      expect(res.status, `${wallet.address}: ${res.msg}`).toBe(200);
      expect(res.data).toMatchObject(wallet);
    }
    const invalid = [
      { currency: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }, // checksum
      { currency: 'USDT', network: 'ERC20', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d358' }, // EIP-55 checksum
      { currency: 'BTC', network: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5' }, // bech32 checksum
      { currency: 'BTC', network: 'BTC', address: '0xde709f2102306220921060314715629080e2fb77' },
      { currency: 'ETH', network: 'ETH', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
    ];
    for (const wallet of invalid) {
      const res = await call(t, 'POST', '/userWallet/add', { token: ana.token, payload: { ...secret, ...wallet } });
      expect(res, wallet.address).toMatchObject({ status: 400, data: { error: 'ADDRESS_INVALID', field: 'address' } });
    }
    const es = await call(t, 'POST', '/userWallet/add', { token: ana.token, payload: { ...secret, ...invalid[0] }, lang: 'mx' });
    expect(es.msg).toBe('La dirección no tiene el formato de la red TRC20');
    const network = await call(t, 'POST', '/userWallet/add', { token: ana.token, payload: { ...secret, currency: 'BTC', network: 'TRC20', address: valid[0]!.address } });
    expect(network).toMatchObject({ status: 422, data: { error: 'NETWORK_NOT_SUPPORTED' } });
    const dup = await call(t, 'POST', '/userWallet/add', { token: ana.token, payload: { ...secret, ...valid[0] } });
    expect(dup).toMatchObject({ status: 409, data: { error: 'DUPLICATE' } });
  });

  it('lists, updates and deletes only the user’s own wallets', async () => {
    const list = await call<{ list: CryptoWallet[] }>(t, 'POST', '/userWallet/list', { token: ana.token, payload: {} });
    expect(list.data.list).toHaveLength(valid.length);
    const id = list.data.list[0]!.id;
    const updated = await call<CryptoWallet>(t, 'POST', '/userWallet/update', { token: ana.token, payload: { ...secret, id, ...valid[0], label: 'Binance' } });
    expect(updated.data).toMatchObject({ id, label: 'Binance' });
    expect((await call<{ list: CryptoWallet[] }>(t, 'POST', '/userWallet/list', { token: bob.token, payload: {} })).data.list).toEqual([]);
    expect((await call(t, 'POST', '/userWallet/update', { token: bob.token, payload: { ...secret, id, ...valid[0] } })).status).toBe(404);
    expect((await call(t, 'POST', '/userWallet/delete', { token: bob.token, payload: { id } })).status).toBe(404);
    expect((await call(t, 'POST', '/userWallet/delete', { token: ana.token, payload: { id } })).data).toEqual({ ok: true });
    expect((await call<{ list: CryptoWallet[] }>(t, 'POST', '/userWallet/list', { token: ana.token, payload: {} })).data.list).toHaveLength(valid.length - 1);
  });
});
