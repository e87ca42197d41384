/**
 * The reviewer's key on this device: an ECDSA P-256 pair from Web Crypto, the private key not
 * extractable, kept in IndexedDB (which stores a CryptoKey as it is) with the name and public key.
 */

export interface StoredReviewerKey {
  v: 1;
  privateKey: CryptoKey;
  /** base64url of the public key's SPKI DER: reviewers.yaml's `key:`. */
  publicKeyText: string;
  keyId: string;
  /** The name the key was made for (the name to register, and to sign with). */
  name: string;
  /** ISO date and time the key was made. */
  made: string;
}

const DATABASE = 'polyhedral-review';
const STORE = 'reviewer-key';
const KEY = 'device';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('no IndexedDB'));
      return;
    }
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
    request.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
}

function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (database) =>
      new Promise<T>((resolve, reject) => {
        const transaction = database.transaction(STORE, mode);
        const request = act(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          database.close();
          resolve(request.result);
        };
        transaction.onerror = () => {
          database.close();
          reject(transaction.error ?? new Error('IndexedDB transaction failed'));
        };
        transaction.onabort = transaction.onerror;
      }),
  );
}

function isStoredKey(value: unknown): value is StoredReviewerKey {
  const key = value as Partial<StoredReviewerKey> | null;
  return (
    typeof key === 'object' &&
    key !== null &&
    key.v === 1 &&
    typeof CryptoKey !== 'undefined' &&
    key.privateKey instanceof CryptoKey &&
    typeof key.publicKeyText === 'string' &&
    typeof key.keyId === 'string' &&
    /^[0-9a-f]{16}$/.test(key.keyId) &&
    typeof key.name === 'string' &&
    typeof key.made === 'string'
  );
}

/** The device's key, or null (none yet, no IndexedDB, or a stored value that is not a key). */
export async function loadReviewerKey(): Promise<StoredReviewerKey | null> {
  try {
    const value = await run('readonly', (store) => store.get(KEY));
    return isStoredKey(value) ? value : null;
  } catch {
    return null;
  }
}

export async function saveReviewerKey(key: StoredReviewerKey): Promise<void> {
  await run('readwrite', (store) => store.put(key, KEY));
}

export async function forgetReviewerKey(): Promise<void> {
  await run('readwrite', (store) => store.delete(KEY));
}
