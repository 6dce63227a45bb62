'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { AdminFormState } from '@/lib/admin/form-state';

/*
 * One guard for the page, however many of its forms are watched: a form differs from what it
 * held when it was shown or last saved, and leaving would lose that. A link asks first, and so
 * does closing or reloading the tab (the browser's own question). Back cannot be stopped once
 * pressed, so while there is something to lose a copy of the page's history entry is pushed:
 * Back then only steps from the copy to the page's own entry, and the question decides whether
 * to hold the copy again or to go on back. Once nothing is to be lost the copy is given back.
 */

interface Watched {
  form: HTMLFormElement;
  /** The form's values when it was shown or last saved. */
  saved: string;
  question: string;
}

const watched = new Set<Watched>();
/** The address whose history entry is copied on top, while there is something to lose. */
let held: string | null = null;
/** What to do once our own step back has landed (the router has taken its entry in by then). */
let afterOwnStep: (() => void) | null = null;
/** The person chose to leave: nothing asks again until they next touch the page. */
let leaving = false;

/** Fields the page sets, not the person (`data-page-set`): Publish refreshing the form's `published` is no edit. */
const pageSet = (form: HTMLFormElement) => new Set([...form.querySelectorAll('[data-page-set][name]')].map((field) => field.getAttribute('name')));

const valuesOf = (form: HTMLFormElement) => {
  const skipped = pageSet(form);
  return JSON.stringify([...new FormData(form)].filter(([name]) => !skipped.has(name)).map(([name, value]) => [name, typeof value === 'string' ? value : `${value.name} ${value.size}`]));
};

/** The question of the first form with something to lose, or null. */
function unsaved(): string | null {
  for (const entry of watched) if (valuesOf(entry.form) !== entry.saved) return entry.question;
  return null;
}

function stepBack(then: () => void) {
  afterOwnStep = then;
  history.back();
}

/** After an edit or a save: hold a copy of the entry while something could be lost, give it back once not. */
function follow() {
  if (leaving || afterOwnStep) return;
  const dirty = unsaved() !== null;
  if (dirty && held === null) {
    held = location.href;
    // With the router's own state, which it reads back when Back lands on either entry.
    history.pushState(history.state, '', location.href);
  } else if (!dirty && held !== null) {
    held = null;
    stepBack(follow);
  }
}

/** A click that would take this tab to another page of the site (anything else is left to the browser). */
function leavingBy(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const to = new URL(anchor.href);
  // Another site unloads this page: the browser asks (beforeunload).
  if (to.origin !== location.origin) return null;
  const here = new URL(location.href);
  const samePage = to.pathname === here.pathname && to.search === here.search;
  return samePage && to.hash !== '' ? null : anchor;
}

function onClick(event: MouseEvent) {
  if (leaving) return;
  const anchor = leavingBy(event);
  const question = anchor && unsaved();
  if (!anchor || !question) return;
  if (!window.confirm(question)) {
    event.preventDefault();
    event.stopPropagation();
    return;
  }
  leaving = true;
  if (held === null) return;
  // The copy goes first, so that Back from the next page comes to this one, not to its copy.
  event.preventDefault();
  event.stopPropagation();
  held = null;
  stepBack(() => anchor.click());
}

function onPopState() {
  if (afterOwnStep) {
    const then = afterOwnStep;
    afterOwnStep = null;
    // After the router's listener, whose restoring of this entry would otherwise cancel a navigation `then` starts.
    setTimeout(then, 0);
    return;
  }
  if (held === null) return;
  const from = held;
  held = null;
  // Back went past the page's own entry (a long press on Back): too late to ask.
  if (location.href !== from) return;
  const question = unsaved();
  if (!question) return;
  if (window.confirm(question)) {
    leaving = true;
    history.back();
  } else follow();
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!leaving && unsaved()) event.preventDefault();
}

function onTouch() {
  leaving = false;
}

function onEdit() {
  // Once React has rendered what the edit changes (fields shown or hidden with a choice).
  setTimeout(follow, 0);
}

function listen() {
  // Capturing, before a link's own handler (the router's) starts a navigation.
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerdown', onTouch, true);
  document.addEventListener('keydown', onTouch, true);
  window.addEventListener('popstate', onPopState);
  window.addEventListener('beforeunload', onBeforeUnload);
}

function unlisten() {
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('pointerdown', onTouch, true);
  document.removeEventListener('keydown', onTouch, true);
  window.removeEventListener('popstate', onPopState);
  window.removeEventListener('beforeunload', onBeforeUnload);
}

/** Watches `form` from now, asking `question`; `save` takes its values as saved. */
function watch(form: HTMLFormElement, question: string) {
  const entry: Watched = { form, saved: valuesOf(form), question };
  if (watched.size === 0) listen();
  watched.add(entry);
  form.addEventListener('input', onEdit);
  return {
    save() {
      entry.saved = valuesOf(form);
      follow();
    },
    stop() {
      form.removeEventListener('input', onEdit);
      watched.delete(entry);
      if (watched.size > 0) return;
      unlisten();
      held = null;
      afterOwnStep = null;
      leaving = false;
    },
  };
}

/**
 * Rendered inside a back-office form: leaving it with changes not saved asks first. `state` is
 * the form's action state; once it is `done` the form's values are its saved ones.
 */
export function UnsavedChangesGuard({ state }: { state: AdminFormState }) {
  const t = useTranslations('admin');
  const question = t('unsavedChanges');
  const marker = useRef<HTMLSpanElement>(null);
  const watching = useRef<ReturnType<typeof watch>>(null);

  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const handle = watch(form, question);
    watching.current = handle;
    return handle.stop;
  }, [question]);

  useEffect(() => {
    if (state.status === 'done') watching.current?.save();
  }, [state]);

  return <span ref={marker} hidden />;
}
