import type { PageDocument } from '@sitewright/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import { toastError, toastSuccess } from '../../shared/ui/feedback.ts';
import { latestPage, type SaveOutcome, savePageDocument } from './api/save-page.ts';
import { AUTO_SAVE_MESSAGE_MS, AUTOSAVE_INTERVAL_MS } from './editor-constants.ts';

/** Why a save runs: the Save button, the autosave timer, or opening the publish dialog (mode 2). */
export type SaveMode = 'manual' | 'auto' | 'publish';

export interface EditorSave {
  saving: boolean;
  dirty: boolean;
  /** Shows 'Auto-saved' for two seconds after an autosave. */
  autoSavedShown: boolean;
  conflict: boolean;
  /** The document changed in the editor. */
  changed(document: PageDocument): void;
  /** Saves now; true when the page on the server holds what the editor shows. */
  save(mode: SaveMode): Promise<boolean>;
  /** Conflict choice: keep their version (the editor reloads it). */
  takeTheirs(): Promise<void>;
  /** Conflict choice: save ours over theirs. */
  overwrite(): Promise<boolean>;
}

/**
 * Saving with the version the edit started from. A save over a newer version comes back as a
 * conflict, which the operator settles; nothing is ever overwritten without that choice.
 */
export function useEditorSave(options: {
  pageId: number;
  version: number;
  document: PageDocument;
  /** Called with the server's page when the operator takes their version. */
  onReload(document: PageDocument, version: number): void;
  /**
   * Where the document is stored, when it is not the page's own content (the shared header or
   * footer): its save over a version, and its latest saved state.
   */
  store?: {
    save(version: number, document: PageDocument): Promise<SaveOutcome>;
    latest(): Promise<{ document: PageDocument; version: number }>;
  };
}): EditorSave {
  const t = useT();
  const { pageId, onReload, store } = options;
  const persist = useCallback(
    (at: number, document: PageDocument) =>
      store ? store.save(at, document) : savePageDocument(pageId, at, document),
    [store, pageId],
  );
  const latestSaved = useCallback(() => (store ? store.latest() : latestPage(pageId)), [store, pageId]);
  const version = useRef(options.version);
  const savedJson = useRef(JSON.stringify(options.document));
  const current = useRef(options.document);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const conflictRef = useRef(false);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [autoSavedShown, setAutoSavedShown] = useState(false);
  const autoSavedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const runSave = useCallback(
    async (mode: SaveMode): Promise<boolean> => {
      const document = current.current;
      const json = JSON.stringify(document);
      if (json === savedJson.current) {
        if (mode === 'manual') toastSuccess(t('pageEditor.saved'));
        return true;
      }
      if (conflictRef.current) return false;
      setSaving(true);
      try {
        const outcome = await persist(version.current, document);
        if (outcome.kind === 'saved') {
          version.current = outcome.version;
          savedJson.current = json;
          setDirty(JSON.stringify(current.current) !== json);
          if (mode === 'manual') toastSuccess(t('pageEditor.saved'));
          if (mode === 'auto') {
            setAutoSavedShown(true);
            if (autoSavedTimer.current) clearTimeout(autoSavedTimer.current);
            autoSavedTimer.current = setTimeout(() => setAutoSavedShown(false), AUTO_SAVE_MESSAGE_MS);
          }
          return true;
        }
        if (outcome.kind === 'conflict') {
          conflictRef.current = true;
          setConflict(true);
          return false;
        }
        toastError(t('pageEditor.invalid', { problem: outcome.problem }));
        return false;
      } catch {
        // The API client has said what went wrong; the changes stay in the editor.
        return false;
      } finally {
        setSaving(false);
      }
    },
    [persist, t],
  );

  const save = useCallback(
    async (mode: SaveMode): Promise<boolean> => {
      if (timer.current) clearTimeout(timer.current);
      // One save at a time, in order: a second request waits for the first, then saves what is new.
      while (running.current) await running.current;
      const run = runSave(mode);
      running.current = run;
      try {
        return await run;
      } finally {
        running.current = null;
      }
    },
    [runSave],
  );

  const changed = useCallback(
    (document: PageDocument) => {
      current.current = document;
      const isDirty = JSON.stringify(document) !== savedJson.current;
      setDirty(isDirty);
      if (timer.current) clearTimeout(timer.current);
      if (isDirty) timer.current = setTimeout(() => void save('auto'), AUTOSAVE_INTERVAL_MS);
    },
    [save],
  );

  const takeTheirs = useCallback(async () => {
    const latest = await latestSaved();
    version.current = latest.version;
    savedJson.current = JSON.stringify(latest.document);
    current.current = latest.document;
    conflictRef.current = false;
    setConflict(false);
    setDirty(false);
    onReload(latest.document, latest.version);
  }, [latestSaved, onReload]);

  const overwrite = useCallback(async () => {
    const latest = await latestSaved();
    version.current = latest.version;
    conflictRef.current = false;
    setConflict(false);
    return save('manual');
  }, [latestSaved, save]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (autoSavedTimer.current) clearTimeout(autoSavedTimer.current);
    },
    [],
  );

  return { saving, dirty, autoSavedShown, conflict, changed, save, takeTheirs, overwrite };
}
