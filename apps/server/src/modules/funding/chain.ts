import crypto from 'node:crypto';
import type { CryptoNetwork } from '@app/contracts';
import type { Db } from '../../db/index.ts';
import type { Clock } from '../../lib/clock.ts';
import './tables.ts';

/** What a chain says about one transfer to one of our deposit addresses. */
export interface ChainTransfer {
  txHash: string;
  network: CryptoNetwork;
  toAddress: string;
  /** Decimal string in the asset's units. */
  amount: string;
  confirmations: number;
}

/**
 * Reads confirmations from a chain. This build has a simulated chain; a real one would
 * ask a node or an indexer (and the deposit job does not change).
 */
export interface ChainWatcher {
  lookup(network: CryptoNetwork, txHash: string): Promise<ChainTransfer | undefined>;
}

/** Simulated block times (ms), compressed so that 3 confirmations take seconds, not an hour. */
export const SIM_BLOCK_MS: Record<CryptoNetwork, number> = { BTC: 20_000, ETH: 4_000, ERC20: 4_000, TRC20: 3_000 };

/** A transaction hash in the network's usual form. */
export function newTxHash(network: CryptoNetwork): string {
  const hex = crypto.randomBytes(32).toString('hex');
  return network === 'ETH' || network === 'ERC20' ? `0x${hex}` : hex;
}

/**
 * The simulated chain: a "sent" transfer is stored with its broadcast time, and gains one
 * confirmation per block time of ctx.clock. Stored in the database, so every server
 * process sees the same chain.
 */
export class SimulatedChain implements ChainWatcher {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly blockMs: Record<CryptoNetwork, number> = SIM_BLOCK_MS,
  ) {}

  /** Puts a transfer on the simulated chain (what the user's own wallet would do). */
  async broadcast(network: CryptoNetwork, toAddress: string, amount: string, txHash?: string, db: Db = this.db): Promise<string> {
    const hash = txHash ?? newTxHash(network);
    await db
      .insertInto('sim_chain_txs')
      .values({ tx_hash: hash, network, to_address: toAddress, amount, broadcast_at: new Date(this.clock.now()) })
      .onConflict((oc) => oc.column('tx_hash').doNothing())
      .execute();
    return hash;
  }

  async lookup(network: CryptoNetwork, txHash: string): Promise<ChainTransfer | undefined> {
    const row = await this.db.selectFrom('sim_chain_txs').selectAll().where('tx_hash', '=', txHash).where('network', '=', network).executeTakeFirst();
    if (!row) return undefined;
    const elapsed = this.clock.now() - row.broadcast_at.getTime();
    return {
      txHash,
      network,
      toAddress: row.to_address,
      amount: row.amount,
      confirmations: Math.max(0, Math.min(1000, Math.floor(elapsed / this.blockMs[network]))),
    };
  }
}
