import type { SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * A 24×24 stroke icon drawn in `currentColor` at 1em, so it follows the text colour and size around it.
 * Icons are decorative (aria-hidden): the control that holds one carries the accessible name.
 */
export function Icon({ paths, ...rest }: IconProps & { paths: string[] }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
