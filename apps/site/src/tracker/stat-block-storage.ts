import {
  readStatBlocksFile,
  type StatBlock,
  saveStatBlock,
  statBlocksFileText,
} from '@polyhedral/core/tracker';
import { useEffect, useState } from 'preact/hooks';
import { deviceStorage, keepText } from '../calculators/shared/device-storage.ts';
import { type ErrorResult, errorResultOf } from '../calculators/shared/error-result.ts';

/** Where the table's own stat blocks live on this device (localStorage, the core's stat block file). */
export const STAT_BLOCK_STORAGE_KEY = 'polyhedral.tracker.statBlocks';

/** The stored list: none stored is empty; a text the core refuses is empty plus the reason (kept as it was). */
export function loadStatBlocks(store: Storage | null = deviceStorage()): {
  blocks: StatBlock[];
  problem: ErrorResult | null;
} {
  const text = store?.getItem(STAT_BLOCK_STORAGE_KEY) ?? null;
  if (text === null || text === '') return { blocks: [], problem: null };
  try {
    return { blocks: readStatBlocksFile(text), problem: null };
  } catch (error) {
    return { blocks: [], problem: errorResultOf(error) };
  }
}

/** Keeps the list on this device; true only when it reads back the same. */
export function storeStatBlocks(
  blocks: readonly StatBlock[],
  store: Storage | null = deviceStorage(),
): boolean {
  return store !== null && keepText(store, STAT_BLOCK_STORAGE_KEY, statBlocksFileText(blocks));
}

/** The table's stat blocks as the page holds them, and the changes to them (each checked by the core). */
export interface StatBlocks {
  blocks: readonly StatBlock[];
  problem: ErrorResult | null;
  /** Saves one (replacing one of the same name); throws the core's refusal. */
  save: (block: unknown) => void;
  remove: (name: string) => void;
  /** Replaces the whole list with a file's (the core reads it; throws its refusal, nothing kept). */
  replaceWith: (fileText: string) => number;
}

export function useStatBlocks(): StatBlocks {
  const [blocks, setBlocks] = useState<readonly StatBlock[]>([]);
  const [problem, setProblem] = useState<ErrorResult | null>(null);
  useEffect(() => {
    const loaded = loadStatBlocks();
    setBlocks(loaded.blocks);
    setProblem(loaded.problem);
  }, []);
  const keep = (next: readonly StatBlock[]) => {
    setBlocks(next);
    setProblem(null);
    storeStatBlocks(next);
  };
  return {
    blocks,
    problem,
    save: (block) => keep(saveStatBlock(blocks, block)),
    remove: (name) => keep(blocks.filter((one) => one.name !== name)),
    replaceWith: (fileText) => {
      const read = readStatBlocksFile(fileText);
      keep(read);
      return read.length;
    },
  };
}
