import type { SVGProps } from 'react';
import { layout } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

/** The portal's logo at docs/product.md §9's size (140×60): an olive branch and the name. */
export interface LogoProps extends SVGProps<SVGSVGElement> {
  /** ロゴの読み上げ名（既定「オリーブ代理店ポータル」）。 */
  title?: string;
}

export function Logo({ title = 'オリーブ代理店ポータル', ...props }: LogoProps) {
  return (
    <svg
      width={layout.logoWidth}
      height={layout.logoHeight}
      viewBox="0 0 140 60"
      role="img"
      aria-label={title}
      {...props}
    >
      <g fill="none" stroke={vars.color.primary.solid} strokeWidth="2.4" strokeLinecap="round">
        <path d="M10 44c8-4 16-12 20-24" />
      </g>
      <g fill={vars.color.primary.solid}>
        <ellipse cx="17" cy="34" rx="6" ry="3" transform="rotate(-35 17 34)" />
        <ellipse cx="25" cy="24" rx="6" ry="3" transform="rotate(-60 25 24)" />
        <ellipse cx="28" cy="38" rx="5" ry="2.6" transform="rotate(10 28 38)" />
      </g>
      <circle cx="33" cy="18" r="4" fill={vars.color.feedback.success.text} />
      <text x="44" y="30" fontSize="17" fontWeight="700" fill={vars.color.text.default} fontFamily="inherit">
        Olive
      </text>
      <text x="44" y="47" fontSize="10.5" fill={vars.color.text.muted} fontFamily="inherit">
        代理店ポータル
      </text>
    </svg>
  );
}
