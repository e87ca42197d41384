/**
 * The workbench's HTTP app (Hono): the page, the client bundle and a small JSON API over the
 * content package. Sections are named by locale and rule ID only, checked against the loaded
 * model; reads and writes go through the content package (loader, qaSection, saveSection,
 * stampTranslation, reviewTranslation, stampedEnglish). Every refusal is a 4xx with a code the
 * client shows in the reader's language, and changes nothing.
 */
import {
  addSectionNote,
  buildTranslationMemory,
  type ContentModel,
  exportHandback,
  gateModel,
  hasTranslation,
  isPlainName,
  isReviewedLocale,
  isStale,
  paragraphsOf,
  parseHandbackBundle,
  planImport,
  REVIEWED_LOCALES,
  type ReaderLocale,
  readSectionNotes,
  refusalText,
  reviewTranslation,
  type SaveSectionResult,
  saveDerivedSection,
  saveSection,
  sectionHistory,
  sectionLineOf,
  sectionTextHash,
  serializeHandbackBundle,
  stampedEnglish,
  stampTranslation,
  type TranslationMemory,
  wordDiff,
} from '@polyhedral/content';
import {
  DERIVED_LOCALES,
  isDerivedLocale,
  isWrittenLocale,
  messageLookup,
  messagesFor,
  translateError,
  type WrittenLocale,
} from '@polyhedral/i18n';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type {
  DiffResponse,
  HandbackOpenResponse,
  HandbackResponse,
  HistoryResponse,
  MemoryResponse,
  NotesResponse,
  RefusalResponse,
  ReplaceApplyResponse,
  ReplacePreviewResponse,
  ReplacePreviewSection,
  SectionResponse,
} from '../shared/api-types.ts';
import { type CheckPool, CheckTimeoutError, createCheckPool } from './check-pool.ts';
import type { ContentStore } from './content-store.ts';
import { fontFile } from './font-files.ts';
import { readJsonBody } from './read-body.ts';
import { renderPreview } from './render-preview.ts';
import {
  applyReplacements,
  MAX_REPLACE_TEXT,
  type PlannedReplacement,
  planReplacements,
  previewOf,
} from './replace-in-locale.ts';
import { guardRequest } from './request-guard.ts';
import { bookOrder, overview, sectionState, sectionText, toReviewAround } from './section-state.ts';
import { unreadableFile } from './unreadable-file.ts';
import { createSessions } from './workbench-session.ts';

export interface WorkbenchOptions {
  store: ContentStore;
  token: string;
  /** `host:port` values the server answers to (known once it listens). */
  allowedHosts: () => readonly string[];
  /** The client: page HTML, script and stylesheet. */
  assets: { html: string; script: () => Promise<string>; css: string };
  /** Largest request body in bytes (default 1 MiB). */
  bodyLimit?: number;
  /** Where checks and previews run (default: a new pool of worker threads). */
  checkPool?: CheckPool;
}

const RULE_ID = /^[A-Za-z][A-Za-z0-9]{0,99}$/;
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** A hand-back file (at most MAX_BUNDLE_BYTES) in a JSON string. */
const HANDBACK_BODY_LIMIT = 10 * 1024 * 1024;

function label(ui: WrittenLocale) {
  return messageLookup(messagesFor(ui, 'workbench'), ui).tData;
}

function uiOf(c: Context): WrittenLocale {
  const ui = c.req.query('ui');
  return ui && isWrittenLocale(ui) ? ui : 'en';
}

function refuse(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  extra: Partial<RefusalResponse> = {},
) {
  const message = label('en')(
    error.startsWith('content.write.') || error.startsWith('handback.')
      ? error
      : `workbench.refused.${error}`,
    extra.params ?? {},
  );
  return c.json({ error, message, ...extra } satisfies RefusalResponse, status);
}

/** The section's text in a file's current bytes (for a 409: what is on disk now). */
function sectionOnDisk(model: ContentModel, locale: ReaderLocale, id: string): string | null {
  return sectionText(model, locale, id);
}

export function createApp(options: WorkbenchOptions): Hono {
  const { store, token, allowedHosts, assets } = options;
  const sessions = createSessions(token);
  const pool = options.checkPool ?? createCheckPool();

  /** A check of `markdown` in the pool, or the refusal to send when it ran over its time limit. */
  // The review gate's view of a section, for the live pane (the same gate Mark reviewed runs).
  const gateRuleIds = new WeakMap<ContentModel, string[]>();
  const gateOf = (model: ContentModel, locale: ReaderLocale, id: string) => {
    const gated = gateModel(model, locale, id);
    if (!gated) return null;
    let ids = gateRuleIds.get(model);
    if (!ids) {
      ids = [...model.sections.keys(), ...model.playtest.keys()];
      gateRuleIds.set(model, ids);
    }
    return { model: gated, knownRuleIds: ids };
  };
  const runCheck = async (
    c: Context,
    model: ContentModel,
    locale: ReaderLocale,
    id: string,
    markdown: string,
  ) => {
    const english = model.sections.get(id)?.en;
    try {
      const result = await pool.check({
        locale,
        ui: uiOf(c),
        id,
        markdown,
        english: english ? { markdown: english.markdown, depth: english.depth, intro: english.intro } : null,
        exceptions: store.exceptions(),
        knownRuleIds: [...store.ruleIds()],
        gate: gateOf(model, locale, id),
      });
      return { ok: true as const, result };
    } catch (error) {
      if (!(error instanceof CheckTimeoutError)) throw error;
      return {
        ok: false as const,
        refusal: () => refuse(c, 503, 'check-timeout', { params: { seconds: error.seconds } }),
      };
    }
  };
  const limit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  // The printed address's token, traded once for a session cookie and dropped from the address bar.
  app.get('/', (c) => {
    const given = c.req.query('token');
    if (given !== undefined) {
      if (guardRequest(c, sessions, allowedHosts) === 'host') return refuse(c, 403, 'host');
      if (sessions.hasSession(c) || sessions.exchange(c, given)) {
        const rest = new URL(c.req.url).searchParams;
        rest.delete('token');
        return c.redirect(rest.size > 0 ? `/?${rest}` : '/', 303);
      }
    }
    c.header(
      'Content-Security-Policy',
      "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
    c.header('X-Frame-Options', 'DENY');
    return c.html(assets.html);
  });
  app.get('/app.js', async (c) =>
    c.body(await assets.script(), 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/app.css', (c) => c.body(assets.css, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  // The workbench has no icon: browsers ask anyway; an empty answer, not a 404 in every log.
  app.get('/favicon.ico', (c) => {
    c.header('Cache-Control', 'max-age=86400');
    return c.body(null, 204);
  });

  const font = (c: Context, file: string) => {
    const found = fontFile(c.req.param('pkg') ?? '', file);
    if (!found) return refuse(c, 404, 'id');
    c.header('Cache-Control', 'max-age=86400');
    return c.body(new Uint8Array(found.body), 200, { 'Content-Type': found.type });
  };
  app.get('/fonts/:pkg/400.css', (c) => font(c, '400.css'));
  app.get('/fonts/:pkg/files/:file', (c) => font(c, c.req.param('file')));

  // The interface strings are public (the page shows its errors in the chosen language before it
  // has a token); the Host check still applies.
  app.get('/strings', (c) => {
    if (guardRequest(c, sessions, allowedHosts) === 'host') return refuse(c, 403, 'host');
    const ui = uiOf(c);
    return c.json({
      ...messagesFor(ui, 'workbench'),
      ...messagesFor(ui, 'ui.chapter'),
      ...messagesFor(ui, 'content.write'),
      ...messagesFor(ui, 'content.file'),
      ...messagesFor(ui, 'handback.bundle'),
      ...messagesFor(ui, 'handback.import'),
    });
  });

  app.use('/api/*', async (c, next) => {
    const failure = guardRequest(c, sessions, allowedHosts);
    if (failure) return refuse(c, 403, failure);
    await next();
  });

  /**
   * Locale and ID from the path, checked against the model: the section exists in English, or only
   * in this translation (a translation-only section), or for a derived locale (zh-hant) only in
   * the locale it is converted from.
   */
  const target = (c: Context) => {
    const locale = c.req.param('locale') ?? '';
    const id = c.req.param('id') ?? '';
    if (!isReviewedLocale(locale)) return { ok: false as const, refusal: refuse(c, 400, 'locale') };
    if (!RULE_ID.test(id)) return { ok: false as const, refusal: refuse(c, 400, 'id') };
    const model = store.model();
    const entry = model.sections.get(id);
    const from = isDerivedLocale(locale) ? entry?.[DERIVED_LOCALES[locale]] : undefined;
    if (!entry?.en && !entry?.[locale] && !from) {
      return { ok: false as const, refusal: refuse(c, 404, 'id') };
    }
    return { ok: true as const, locale, id, model };
  };

  /** The save base of a section: the hash of its text as the model read it (a zh-hant one's generated text). */
  const baseOf = (model: ContentModel, locale: ReaderLocale, id: string): string | null => {
    const text = sectionText(model, locale, id);
    return text === null ? null : sectionTextHash(text);
  };

  app.get('/api/overview', (c) => c.json(overview(store.model(), REVIEWED_LOCALES)));

  app.get('/api/section/:locale/:id', async (c) => {
    const found = target(c);
    if (!found.ok) return found.refusal;
    const { locale, id, model } = found;
    const ui = uiOf(c);
    // A translation-only section has no English: its pane is empty and it is never stale.
    const english = model.sections.get(id)?.en;
    const local = model.sections.get(id)?.[locale];
    const state = sectionState(model, locale, id);
    const order = bookOrder(model);
    const at = order.findIndex((entry) => entry.id === id);
    // A zh-hant section only zh has and nobody wrote by hand yet: its page is zh's.
    const fromSection = isDerivedLocale(locale)
      ? model.sections.get(id)?.[DERIVED_LOCALES[locale]]
      : undefined;
    const pageId = english?.pageId ?? local?.pageId ?? fromSection!.pageId;
    const page = model.pages.find((candidate) => candidate.id === pageId);
    const markdown = state === 'missing' ? null : sectionText(model, locale, id);
    const fileName = local?.file ?? page?.files[locale]?.file ?? null;
    const unreadable = fileName === null ? null : unreadableFile(model, fileName, ui);
    // zh-hant: the zh text its generated text is converted from, shown beside the English.
    const source = isDerivedLocale(locale) ? model.sections.get(id)?.[DERIVED_LOCALES[locale]] : undefined;
    // A text whose check runs over the limit still opens: without findings until it is edited.
    const checked = markdown === null ? null : await runCheck(c, model, locale, id, markdown);
    const response: SectionResponse = {
      id,
      locale,
      pageId,
      chapter: page?.chapter ?? '',
      file: fileName,
      state,
      english: {
        markdown: english?.markdown ?? '',
        html: english
          ? renderPreview(english.markdown, 'en', ui, store.ruleIds(), label(ui), locale).html
          : '',
      },
      translationOnly: english === undefined,
      // A missing section can be started from the English and saved when its page has a file here.
      creatable:
        state === 'missing' &&
        unreadable === null &&
        english !== undefined &&
        !english.intro &&
        page?.files[locale] !== undefined,
      unreadable,
      markdown,
      base: markdown === null ? null : baseOf(model, locale, id),
      drafted: local?.review !== undefined && hasTranslation(model, locale, id),
      convertedFrom:
        source && isDerivedLocale(locale)
          ? {
              locale: DERIVED_LOCALES[locale],
              markdown: source.markdown,
              stale: isStale(model, DERIVED_LOCALES[locale], id),
            }
          : null,
      check: checked?.ok ? checked.result : null,
      previous: order[at - 1]?.id ?? null,
      next: order[at + 1]?.id ?? null,
      ...toReviewAround(model, locale, order, at),
    };
    return c.json(response);
  });

  // Translation memory: built once per loaded model and locale.
  const memories = new WeakMap<ContentModel, Map<ReaderLocale, TranslationMemory>>();
  const memoryOf = (model: ContentModel, locale: ReaderLocale): TranslationMemory => {
    const byLocale = memories.get(model) ?? new Map<ReaderLocale, TranslationMemory>();
    memories.set(model, byLocale);
    let memory = byLocale.get(locale);
    if (!memory) {
      memory = buildTranslationMemory(model, locale);
      byLocale.set(locale, memory);
    }
    return memory;
  };
  app.get('/api/memory/:locale/:id', (c) => {
    const found = target(c);
    if (!found.ok) return found.refusal;
    const { locale, id, model } = found;
    const block = Number(c.req.query('block') ?? '0');
    if (!Number.isSafeInteger(block) || block < 0 || block > 10_000) return refuse(c, 400, 'json');
    const english = paragraphsOf(model.sections.get(id)?.en?.markdown ?? '')[block] ?? null;
    const suggestions = english === null ? [] : memoryOf(model, locale).suggest(english, { except: id });
    return c.json({ english, suggestions } satisfies MemoryResponse);
  });

  app.post('/api/check/:locale/:id', async (c) => {
    const found = target(c);
    if (!found.ok) return found.refusal;
    const body = await readJsonBody(c, limit, ['markdown']);
    if (!body.ok) return refuse(c, body.status, body.error, { params: { limit: '1 MB' } });
    const checked = await runCheck(c, found.model, found.locale, found.id, body.value.markdown);
    return checked.ok ? c.json(checked.result) : checked.refusal();
  });

  const conflict = (c: Context, model: ContentModel, locale: ReaderLocale, id: string) => {
    const fresh = store.reload();
    return refuse(c, 409, 'changed-on-disk', {
      current: sectionOnDisk(fresh, locale, id) ?? sectionOnDisk(model, locale, id),
    });
  };

  app.post('/api/save/:locale/:id', async (c) => {
    const found = target(c);
    if (!found.ok) return found.refusal;
    const body = await readJsonBody(c, limit, ['markdown', 'base']);
    if (!body.ok) return refuse(c, body.status, body.error, { params: { limit: '1 MB' } });
    const { locale, id, model } = found;
    // An empty base starts a section the locale does not have yet (created as a draft).
    const creating = body.value.base === '';
    // zh-hant: the first save of a converted section writes it by hand in content/zh-hant/.
    const adopting = isDerivedLocale(locale) && sectionState(model, locale, id) === 'converted';
    if (!model.sections.get(id)?.[locale] && !creating && !adopting) return refuse(c, 404, 'unknown-section');
    const base = creating ? null : body.value.base;
    // The save parses the text on this thread: the check pool parses it first under its time
    // limit, so a text that keeps the parser busy is refused here and never reaches that parse.
    const parsed = await runCheck(c, model, locale, id, body.value.markdown);
    if (!parsed.ok) return parsed.refusal();
    const result: SaveSectionResult = isDerivedLocale(locale)
      ? saveDerivedSection(model, locale, id, body.value.markdown, { base })
      : saveSection(model, locale, id, body.value.markdown, { base });
    if (!result.ok) {
      if (result.refusal.code === 'section-changed-on-disk') return conflict(c, model, locale, id);
      // A place in the text: named as the editor numbers it (the section's line, under its ID), so
      // the editor can underline it and put the caret there.
      const fileLine = result.refusal.line;
      const sectionLine =
        fileLine === undefined || !model.sections.get(id)?.[locale]
          ? null
          : sectionLineOf(model, locale, id)(fileLine);
      return refuse(
        c,
        result.refusal.code === 'unknown-section' ? 404 : result.refusal.code === 'locked' ? 503 : 422,
        `content.write.${result.refusal.code}`,
        {
          params: {
            ...result.refusal.params,
            file: sectionLine === null ? result.refusal.file : id,
            line: sectionLine ?? fileLine ?? 1,
            column: result.refusal.column ?? 1,
            ...(sectionLine === null ? {} : { sectionLine }),
          },
        },
      );
    }
    if (result.changed) store.reload();
    return c.json({ file: result.file, changed: result.changed, base: result.base, adopted: adopting });
  });

  /** A front matter edit (stamp or review) on the version of the file the editor read. */
  const frontMatterWrite = (kind: 'stamp' | 'review') => async (c: Context) => {
    const found = target(c);
    if (!found.ok) return found.refusal;
    const body = await readJsonBody(c, limit, ['base'], ['reviewer']);
    if (!body.ok) return refuse(c, body.status, body.error, { params: { limit: '1 MB' } });
    const by = body.value.reviewer?.trim() ?? '';
    // A name is one line: a newline or control character broke the front matter (a 500).
    if (by.length > 120 || !isPlainName(by)) return refuse(c, 400, 'reviewer-name');
    const { locale, id, model } = found;
    const section = model.sections.get(id)?.[locale];
    // A converted zh-hant text is nobody's yet: Save makes it hand-written, then it can be marked.
    if (sectionState(model, locale, id) === 'converted') return refuse(c, 409, 'converted-not-saved');
    if (!section) return refuse(c, 404, 'unknown-section');
    if (baseOf(model, locale, id) !== body.value.base) return conflict(c, model, locale, id);
    if (kind === 'review' && !section.review) return refuse(c, 409, 'not-drafted');
    // A review credits a person: no name, no mark.
    if (kind === 'review' && !by) return refuse(c, 400, 'reviewer-needed');
    const result =
      kind === 'stamp'
        ? stampTranslation(model, locale, [id])
        : reviewTranslation(model, locale, [id], {
            reviewer: { by, on: new Date().toISOString().slice(0, 10) },
          });
    const blocked = 'blocked' in result ? result.blocked[0] : undefined;
    if (blocked) {
      // The one rule for "reviewed" (content's reviewBlockers): the same findings as `content check`,
      // at their line in the section as the editor numbers it, in the interface's language.
      const ui = uiOf(c);
      const lineOf = sectionLineOf(model, locale, id);
      return refuse(c, 409, 'qa-errors', {
        params: {
          count: blocked.findings.length,
          findings: blocked.findings
            .map((finding) => {
              const line = lineOf(finding.line);
              const where =
                line === null ? label(ui)('workbench.frontMatter', {}) : `${line}:${finding.column}`;
              return `${where} ${finding.ruleId} ${translateError(ui, finding)}`;
            })
            .join('; '),
        },
      });
    }
    const refusal = result.refused[0];
    if (refusal) {
      if (refusal.write?.code === 'file-changed-on-disk') return conflict(c, model, locale, id);
      return refuse(c, 422, 'front-matter', { params: { problem: refusalText(refusal, uiOf(c)) } });
    }
    if (result.unknown.length > 0) return refuse(c, 404, 'unknown-section');
    const fresh = store.reload();
    return c.json({ base: baseOf(fresh, locale, id), state: sectionState(fresh, locale, id) });
  };
  app.post('/api/stamp/:locale/:id', frontMatterWrite('stamp'));
  app.post('/api/review/:locale/:id', frontMatterWrite('review'));

  app.get('/api/diff/:locale/:id', (c) => {
    const found = target(c);
    if (!found.ok) return found.refusal;
    const { locale, id, model } = found;
    const old = stampedEnglish(model, locale, id);
    if (!old.found) return c.json({ found: false, reason: old.reason } satisfies DiffResponse);
    const english = model.sections.get(id)!.en!;
    return c.json({
      found: true,
      stale: old.hash !== english.hash,
      commit: old.commit,
      parts: wordDiff(old.markdown, english.markdown, 'en'),
    } satisfies DiffResponse);
  });

  // Hand back my work: this locale's changes since the starting point as one bundle file.
  app.post('/api/handback/:locale', async (c) => {
    const locale = c.req.param('locale') ?? '';
    if (!isReviewedLocale(locale)) return refuse(c, 400, 'locale');
    const body = await readJsonBody(c, limit, ['reviewer']);
    if (!body.ok) return refuse(c, body.status, body.error, { params: { limit: '1 MB' } });
    const reviewer = body.value.reviewer.trim();
    if (reviewer.length > 120) return refuse(c, 400, 'json');
    const model = store.reload();
    const result = exportHandback(model, locale, { reviewer: reviewer || null });
    if (!result.ok) return refuse(c, result.problem === 'unknown-ids' ? 404 : 409, result.problem);
    const { bundle } = result;
    const start = bundle.startingPoint.replace(/^git:([0-9a-f]{12})[0-9a-f]+$/, 'git:$1');
    if (bundle.sections.length === 0) return refuse(c, 409, 'nothing-changed', { params: { start } });
    return c.json({
      file: `handback-${locale}-${bundle.exported.slice(0, 10)}.json`,
      text: serializeHandbackBundle(bundle),
      count: bundle.sections.length,
      reviewed: bundle.sections.filter((section) => section.review !== null).length,
      start,
    } satisfies HandbackResponse);
  });

  // A hand-back file opened in the workbench: what importing it would do, section by section, and
  // for a section changed on both sides, both versions (the page offers them for a merge). Reads
  // only; `pnpm content import` applies.
  app.post('/api/handback-open', async (c) => {
    const body = await readJsonBody(c, HANDBACK_BODY_LIMIT, ['text']);
    if (!body.ok) return refuse(c, body.status, body.error, { params: { limit: '10 MB' } });
    const read = parseHandbackBundle(Buffer.from(body.value.text, 'utf8'));
    if (!read.ok)
      return refuse(c, 400, `handback.bundle.${read.problem.code}`, { params: read.problem.params });
    const { bundle } = read;
    const model = store.reload();
    const from = isDerivedLocale(bundle.locale) ? DERIVED_LOCALES[bundle.locale] : null;
    const unknown = bundle.sections.filter((section) => {
      const entry = model.sections.get(section.id);
      return !entry?.en && !entry?.[bundle.locale] && !(from && entry?.[from]);
    });
    if (unknown.length > 0) {
      return refuse(c, 400, 'handback.import.unknown-ids', {
        params: { ids: unknown.map((section) => section.id).join(', ') },
      });
    }
    const plan = planImport(model, bundle);
    const sections = bundle.sections.map((section, index) => {
      const step = plan[index]!;
      const entry = model.sections.get(section.id);
      const shown = {
        id: section.id,
        title: (entry?.[bundle.locale] ?? entry?.en)?.title ?? section.id,
        action: step.action,
        incoming: section.markdown,
        review: section.review ? { by: section.review.by, date: section.review.date } : null,
      };
      if (step.action !== 'conflict') return shown;
      return {
        ...shown,
        current: step.current,
        base: step.current === null ? null : sectionTextHash(step.current),
        parts: step.current === null ? [] : wordDiff(step.current, step.incoming, bundle.locale),
      };
    });
    return c.json({
      locale: bundle.locale,
      exported: bundle.exported,
      sections,
    } satisfies HandbackOpenResponse);
  });

  // Search and replace across a locale: preview (each result checked), then apply what was seen.
  const replaceRequest = async (c: Context, fields: readonly ('find' | 'replace' | 'bases')[]) => {
    const locale = c.req.param('locale') ?? '';
    if (!isReviewedLocale(locale)) {
      return { ok: false as const, refusal: refuse(c, 400, 'locale') };
    }
    const body = await readJsonBody(c, limit, fields);
    if (!body.ok) {
      return {
        ok: false as const,
        refusal: refuse(c, body.status, body.error, { params: { limit: '1 MB' } }),
      };
    }
    const { find, replace } = body.value as Record<'find' | 'replace', string>;
    if (
      find === '' ||
      find.length > MAX_REPLACE_TEXT ||
      replace.length > MAX_REPLACE_TEXT ||
      find.includes('\n')
    ) {
      return {
        ok: false as const,
        refusal: refuse(c, 400, 'replace-text', { params: { limit: MAX_REPLACE_TEXT } }),
      };
    }
    const model = store.reload();
    const planned = planReplacements(model, locale, find, replace);
    return { ok: true as const, locale, model, planned, body: body.value };
  };
  const checkedReplacements = async (
    c: Context,
    model: ContentModel,
    locale: ReaderLocale,
    planned: readonly PlannedReplacement[],
  ) => {
    const ui = uiOf(c);
    const shown: ReplacePreviewSection[] = [];
    for (const step of planned) {
      const checked = await runCheck(c, model, locale, step.id, step.after);
      const findings = checked.ok
        ? checked.result.findings
            .filter((finding) => finding.severity === 'error')
            .map((finding) => finding.message)
        : [label(ui)('workbench.refused.check-timeout', { seconds: '5' })];
      shown.push(previewOf(locale, step, checked.ok ? checked.result.errors : 1, findings));
    }
    return shown;
  };
  app.post('/api/replace/:locale', async (c) => {
    const request = await replaceRequest(c, ['find', 'replace']);
    if (!request.ok) return request.refusal;
    const { model, locale, planned } = request;
    return c.json({
      sections: await checkedReplacements(c, model, locale, planned),
    } satisfies ReplacePreviewResponse);
  });
  app.post('/api/replace-apply/:locale', async (c) => {
    const request = await replaceRequest(c, ['find', 'replace', 'bases']);
    if (!request.ok) return request.refusal;
    const { model, locale, planned, body } = request;
    let confirmed: Map<string, string>;
    try {
      const bases = JSON.parse((body as { bases: string }).bases) as unknown;
      if (typeof bases !== 'object' || bases === null || Array.isArray(bases)) throw new Error('bases');
      confirmed = new Map(
        Object.entries(bases).map(([id, base]) => {
          if (typeof base !== 'string' || !RULE_ID.test(id)) throw new Error('bases');
          return [id, base];
        }),
      );
    } catch {
      return refuse(c, 400, 'json');
    }
    // The QA of every result again, as written now: a section with an error is never replaced.
    const chosen = planned.filter((step) => confirmed.has(step.id));
    const checked = await checkedReplacements(c, model, locale, chosen);
    const blocked = checked.filter((section) => section.errors > 0).map((section) => section.id);
    if (blocked.length > 0) return refuse(c, 409, 'replace-blocked', { params: { ids: blocked.join(', ') } });
    const outcome = applyReplacements(model, locale, planned, confirmed);
    store.reload();
    if (!outcome.ok) {
      return refuse(c, 409, outcome.reason === 'conflict' ? 'replace-conflict' : 'replace-refused', {
        params: { ids: outcome.ids.join(', ') },
      });
    }
    return c.json({ saved: outcome.saved } satisfies ReplaceApplyResponse);
  });

  app.get('/api/history/:locale/:id', (c) => {
    const found = target(c);
    if (!found.ok) return found.refusal;
    return c.json(sectionHistory(found.model, found.locale, found.id) satisfies HistoryResponse);
  });

  // Notes on a section (content/notes/<locale>.yaml): read, and add one.
  app.get('/api/notes/:locale/:id', (c) => {
    const found = target(c);
    if (!found.ok) return found.refusal;
    const notes = readSectionNotes(found.model.root, found.locale).value?.[found.id] ?? [];
    return c.json({ notes } satisfies NotesResponse);
  });
  app.post('/api/notes/:locale/:id', async (c) => {
    const found = target(c);
    if (!found.ok) return found.refusal;
    const body = await readJsonBody(c, limit, ['by', 'text']);
    if (!body.ok) return refuse(c, body.status, body.error, { params: { limit: '1 MB' } });
    const added = addSectionNote(found.model.root, found.locale, found.id, {
      by: body.value.by.trim(),
      date: new Date().toISOString().slice(0, 10),
      text: body.value.text.trim(),
    });
    if (!added.ok) {
      const status = added.reason === 'invalid-note' ? 400 : added.reason === 'locked' ? 503 : 409;
      const params: Record<string, string> =
        added.reason === 'outside-content' ? { link: added.link, target: added.target } : {};
      return refuse(c, status, `note-${added.reason}`, { params });
    }
    return c.json({ notes: added.notes } satisfies NotesResponse);
  });

  app.notFound((c) => refuse(c, 404, 'id'));
  return app;
}
