/** Small line icons drawn in currentColor; always decorative (their parent carries the text). */
import type { ReactNode } from 'react';

function Icon({ children, strokeWidth = 1.8 }: { children: ReactNode; strokeWidth?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const TeacherIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="3.5" />
    <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
  </Icon>
);
export const GroupIcon = () => (
  <Icon>
    <circle cx="8" cy="9" r="2.8" />
    <circle cx="16.5" cy="9" r="2.8" />
    <path d="M2.5 19c.6-2.9 2.7-4.4 5.5-4.4s4.9 1.5 5.5 4.4M11.5 15.2c1.2-.4 2.1-.6 5-.6 2.8 0 4.9 1.5 5.5 4.4" />
  </Icon>
);
export const VideoIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M10 9.2v5.6l4.8-2.8z" />
  </Icon>
);
export const CalendarIcon = () => (
  <Icon>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
);
export const ClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);
export const ShieldIcon = () => (
  <Icon>
    <path d="M12 3l7.5 3v5.5c0 4.6-3.2 8.2-7.5 9.5-4.3-1.3-7.5-4.9-7.5-9.5V6z" />
    <path d="M8.8 12.2l2.2 2.2 4.2-4.4" />
  </Icon>
);
export const ChatIcon = () => (
  <Icon>
    <path d="M4 5.5h16v10H9l-5 4z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </Icon>
);
export const MailIcon = () => (
  <Icon>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3.5 7l8.5 6.5L20.5 7" />
  </Icon>
);
export const PhoneIcon = () => (
  <Icon>
    <path d="M6.5 3.5h3l1.5 4.5-2 1.3a11 11 0 005.7 5.7l1.3-2 4.5 1.5v3a2 2 0 01-2.2 2A16.5 16.5 0 014.5 5.7a2 2 0 012-2.2z" />
  </Icon>
);
export const BookIcon = () => (
  <Icon>
    <path d="M4 5.5c2.8-1 5.5-1 8 .8 2.5-1.8 5.2-1.8 8-.8v13c-2.8-1-5.5-1-8 .8-2.5-1.8-5.2-1.8-8-.8z" />
    <path d="M12 6.3v13" />
  </Icon>
);
export const TargetIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="4.5" />
    <circle cx="12" cy="12" r="1" />
  </Icon>
);
export const SpeakIcon = () => (
  <Icon>
    <path d="M4 10v4h3.5L12 18V6L7.5 10z" />
    <path d="M15.5 9a4 4 0 010 6M18 6.5a7.5 7.5 0 010 11" />
  </Icon>
);
export const NoteIcon = () => (
  <Icon>
    <path d="M6 3.5h8.5L19 8v12.5H6z" />
    <path d="M14 3.5V8h5M9 12h7M9 15.5h7" />
  </Icon>
);
export const StarIcon = () => (
  <Icon>
    <path d="M12 3.8l2.5 5.1 5.6.8-4 4 .9 5.6-5-2.7-5 2.7.9-5.6-4-4 5.6-.8z" />
  </Icon>
);
export const RepeatIcon = () => (
  <Icon>
    <path d="M4.5 11a7.5 7.5 0 0113-4.5L19.5 8M19.5 13a7.5 7.5 0 01-13 4.5L4.5 16" />
    <path d="M19.5 4v4h-4M4.5 20v-4h4" />
  </Icon>
);
export const BrowserIcon = () => (
  <Icon>
    <rect x="3" y="4.5" width="18" height="15" rx="2" />
    <path d="M3 8.5h18M6.5 6.5h.01M9 6.5h.01" />
  </Icon>
);
export const BuildingIcon = () => (
  <Icon>
    <path d="M4.5 20.5V5l8-2v17.5M12.5 8.5h7v12M3 20.5h18" />
    <path d="M7.5 8h2M7.5 11.5h2M7.5 15h2M15.5 12h1.5M15.5 15.5h1.5" />
  </Icon>
);
export const HandshakeIcon = () => (
  <Icon>
    <path d="M2.5 11l4-4 3.5 1.5 3-1.5 3 .5 5.5 4-3 3" />
    <path d="M6.5 7l-1 6.5 4.5 4c.8.7 1.9.7 2.6-.1l4.9-4.9" />
    <path d="M10 8.5l-2 2.5c.8 1 2.2 1.1 3.2.2L13 9.5" />
  </Icon>
);
export const ArrowIcon = () => (
  <Icon>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

export const HeadphonesIcon = () => (
  <Icon>
    <path d="M4 15v-3a8 8 0 0116 0v3" />
    <rect x="3.5" y="14" width="4" height="6.5" rx="1.5" />
    <rect x="16.5" y="14" width="4" height="6.5" rx="1.5" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon strokeWidth={2.2}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);
