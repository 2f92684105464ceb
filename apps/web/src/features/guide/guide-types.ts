/**
 * The guide's content model (docs/product/guide.md): a guide is one workflow, a step is one job inside it, a screen is
 * one picture of the real app with the step's numbered actions marked on it.
 */

/** One numbered action. `mark` names the control to press on the screen's picture, for `npm run guide:shots` only. */
export type GuideAction = {
  text: string;
  /** a Playwright selector (e.g. `role=button[name="반 등록"]`); the shot draws this action's number around it */
  mark?: string;
};

/** One picture of the real app, written by `npm run guide:shots` to `apps/web/public/guide-shots/{image}`. */
export type GuideScreen = {
  image: string;
  /** what the picture shows, for screen readers and when the picture cannot load */
  alt: string;
  actions: GuideAction[];
};

/** A question the step raises, usually an error the app shows there. */
export type GuideFaq = {
  question: string;
  answer: string;
  /** the exact message the app shows, when the question is about one (checked against the code by a test) */
  error?: string;
};

export type GuideStep = {
  /** the address: /guide/step/{id} */
  id: string;
  title: string;
  /** what is done when the step is done */
  goal: string;
  screens: GuideScreen[];
  faq: GuideFaq[];
};

export type GuideAudience = 'admin' | 'teacher' | 'everyone';

export type Guide = {
  id: string;
  title: string;
  audience: GuideAudience;
  /** one sentence: what the workflow achieves */
  goal: string;
  steps: GuideStep[];
};
