/**
 * Marks on the elements of a first-paint preview. The prerender renders the tops of the post
 * pages and the room card inside `<PreviewMarks>` (src/app/firstPaint/PostPreviews.tsx); there
 * each element that shows a post field names it, and each optional part names the field that
 * keeps it, so the early read (src/app/firstPaint/earlyPreview.ts) fills the preview element by
 * element. Anywhere else these add nothing.
 */
import { createContext, useContext, type ReactNode } from 'react';

const InPreview = createContext(false);

/** Renders its children as a preview template: the components below mark what the early read fills. */
export function PreviewMarks({ children }: { children: ReactNode }) {
  return <InPreview value>{children}</InPreview>;
}

/** What an element of a preview shows or needs: each a field of the post the early read derives. */
export interface Marks {
  /** Its text is this field. */
  text?: string;
  /** Its `src` / `href` is this field (an http(s) URL or a path of this site). */
  src?: string;
  href?: string;
  /** Kept only when this field is "true" / is not "true". */
  showIf?: string;
  showUnless?: string;
}

const ATTRIBUTES: Record<keyof Marks, string> = { text: 'data-fill', src: 'data-fill-src', href: 'data-fill-href', showIf: 'data-show-if', showUnless: 'data-show-unless' };

const toAttributes = (marks: Marks): Record<string, string> =>
  Object.fromEntries(Object.entries(marks).map(([mark, field]) => [ATTRIBUTES[mark as keyof Marks], field]));

/** In a preview, the attributes that carry some marks; null elsewhere (`{...mark?.({ … })}`). */
export function usePreviewMarks(): ((marks: Marks) => Record<string, string>) | null {
  return useContext(InPreview) ? toAttributes : null;
}

/** A post field's text: in a preview, an element of its own that the early read fills. */
export function Fill({ field, children }: { field: string; children: ReactNode }) {
  return useContext(InPreview) ? <span data-fill={field}>{children}</span> : children;
}
