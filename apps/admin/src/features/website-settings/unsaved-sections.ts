import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

type Report = (section: string, dirty: boolean) => void;

/** Where a section of website settings says whether it holds unsaved edits. */
export const UnsavedSectionsContext = createContext<Report>(() => {});

/** The screen's side: whether any section holds unsaved edits, and the function they report to. */
export function useUnsavedSections(): { dirty: boolean; report: Report } {
  const [sections, setSections] = useState<Record<string, boolean>>({});
  const report = useCallback<Report>((section, dirty) => {
    setSections((current) => (current[section] === dirty ? current : { ...current, [section]: dirty }));
  }, []);
  const dirty = useMemo(() => Object.values(sections).some(Boolean), [sections]);
  return { dirty, report };
}

/** A section's side: reports its unsaved state while it is shown, and clean once it goes. */
export function useReportUnsaved(section: string, dirty: boolean): void {
  const report = useContext(UnsavedSectionsContext);
  useEffect(() => {
    report(section, dirty);
  }, [report, section, dirty]);
  useEffect(() => () => report(section, false), [report, section]);
}
