import { type ReactNode } from 'react';
import { type JourneyModalProps } from './journey/journey-modal-props';
import { type PublicModalProps } from './public/public-modal-props';

/** Where the location modal's "allow" leads: a search near the visitor (spec 000 §4). */
export interface NearMe {
  latitude: number;
  longitude: number;
  radius: number;
}

/**
 * Every named modal and the props it opens with. To add a modal, add its name here and its
 * component in modal-catalogue.tsx (the catalogue's type makes a missing component an error).
 */
// The patient journey's modals (issue 7) are listed in journey/journey-modal-props.ts.
export interface ModalPropsByName extends JourneyModalProps, PublicModalProps {
  genericError: { headline?: string; body?: string };
  generalMessage: {
    headline: string;
    body: ReactNode;
    /** A call to action: a button that runs `onClick` or goes to `to` (an app path). */
    cta?: { label: string; onClick?: () => void; to?: string };
    /** A secondary link: an app path (`to`) or an address (`href`, opens in a new tab). */
    link?: { label: string; to?: string; href?: string };
  };
  sessionExpired: Record<string, never>;
  languageToggle: Record<string, never>;
  loginHelp: Record<string, never>;
  passwordHelp: Record<string, never>;
  twoStepHelp: Record<string, never>;
  submissionHelp: Record<string, never>;
  visaCardHelp: Record<string, never>;
  locationServices: {
    onAllow: (place: NearMe) => void;
    /** Declined by the visitor, or the browser could not locate them (treated as denied). */
    onDecline: (reason: 'declined' | 'failed') => void;
  };
  questions: Record<string, never>;
}

export type ModalName = keyof ModalPropsByName;

export interface OpenModal<N extends ModalName = ModalName> {
  readonly name: N;
  readonly props: ModalPropsByName[N];
}

/** What a modal component receives: its props and a way to close itself. */
export interface ModalComponentProps<N extends ModalName> {
  props: ModalPropsByName[N];
  close: () => void;
}

/** Props may be left out for modals whose props are all optional. */
export type ModalPropsArgument<N extends ModalName> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "no required props"
  {} extends ModalPropsByName[N] ? [props?: ModalPropsByName[N]] : [props: ModalPropsByName[N]];
