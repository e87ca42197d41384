/**
 * The few service-worker globals sw.ts uses. The project compiles against the DOM library; the
 * WebWorker library cannot be loaded beside it, so these are declared here.
 */

export interface ExtendableEvent extends Event {
  waitUntil: (promise: Promise<unknown>) => void;
}

export interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith: (response: Response | Promise<Response>) => void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}

export interface WorkerClient {
  url: string;
  postMessage: (message: unknown) => void;
}

export interface WorkerScope {
  location: Location;
  registration: { scope: string };
  clients: {
    claim: () => Promise<void>;
    matchAll: (options?: { type?: 'window' }) => Promise<readonly WorkerClient[]>;
  };
  skipWaiting: () => Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

/** One file of the precache: its address and, for names without a content hash, a revision. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
  /** The file's sha256 (hex, first 16 digits): a body that does not match is never cached. */
  sha256: string;
}

/** `/offline/<locale>.json`: every file a language needs offline (written by the build). */
export interface DownloadManifest {
  locale: string;
  /** Pages of the locale (HTML files). */
  pages: number;
  /** Sum of the files' sizes, bytes. */
  bytes: number;
  files: readonly DownloadFile[];
}

export interface DownloadFile {
  /** Same-origin path: a page (`/th/rules/Dice/`), a Pagefind file or a font. */
  url: string;
  bytes: number;
  /** Content hash: a file whose revision has not changed is not downloaded again. */
  revision: string;
}
