import type { ReactElement, ReactNode } from 'react';

export type InstallOs = 'ios' | 'android';

const primary = 'var(--kq-primary)';

/** The app's icon as the home screen shows it: crimson tile, white ball. */
function AppTile({ x, y, size }: { x: number; y: number; size: number }): ReactElement {
  const r = size / 2;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={size} height={size} rx={size / 4.5} fill={primary} />
      <circle cx={r} cy={r} r={r * 0.58} fill="#fff" />
      <path
        d={`M${r} ${r - r * 0.3}l${r * 0.29} ${r * 0.21}-${r * 0.11} ${r * 0.34}h-${r * 0.36}l-${r * 0.11}-${r * 0.34}z`}
        fill={primary}
      />
    </g>
  );
}

/** A pulsing ring around what to tap, leaving it readable. */
function Tap({ x, y }: { x: number; y: number }): ReactElement {
  return <circle className="kq-step-tap" cx={x} cy={y} r="9" fill="none" stroke={primary} strokeWidth="1.8" />;
}

function Row({ y, label, marked = false }: { y: number; label: string; marked?: boolean }): ReactElement {
  return (
    <g>
      <rect x="14" y={y} width="92" height="16" rx="3" fill={marked ? 'var(--kq-primary-soft)' : '#fff'} />
      <text x="20" y={y + 11} fontSize="7" fill={marked ? primary : '#1f2329'} fontWeight={marked ? 600 : 400}>
        {label}
      </text>
    </g>
  );
}

function HomeScreen(): ReactElement {
  const tiles = [0, 1, 2, 3, 4, 5, 6, 7];
  return (
    <g>
      <rect x="8" y="14" width="104" height="192" fill="#dfe6f0" />
      {tiles.map((i) => (
        <rect
          key={i}
          x={20 + (i % 4) * 22}
          y={34 + Math.floor(i / 4) * 30}
          width="14"
          height="14"
          rx="3.5"
          fill="#fff"
          opacity="0.8"
        />
      ))}
      <AppTile x={20} y={94} size={14} />
      <text x="27" y="117" fontSize="5" textAnchor="middle" fill="#1f2329">
        看球直播
      </text>
      <Tap x={27} y={101} />
    </g>
  );
}

const iosSteps: ReactNode[] = [
  <g key="1">
    <rect x="8" y="184" width="104" height="22" fill="#f2f2f7" />
    <path d="M56 190v9m-3.5-5.5L56 190l3.5 3.5M52 195h-2v7h12v-7h-2" fill="none" stroke="#007aff" strokeWidth="1.4" />
    <path d="M22 195l-4 0m0 0l3-3m-3 3l3 3" stroke="#007aff" strokeWidth="1.4" fill="none" />
    <rect x="88" y="191" width="9" height="8" rx="1.5" fill="none" stroke="#007aff" strokeWidth="1.4" />
    <Tap x={56} y={195} />
  </g>,
  <g key="2">
    <rect x="8" y="100" width="104" height="106" rx="8" fill="#f2f2f7" />
    <Row y={112} label="拷贝" />
    <Row y={132} label="添加到主屏幕" marked />
    <Row y={152} label="添加书签" />
  </g>,
  <g key="3">
    <rect x="8" y="14" width="104" height="192" fill="#f2f2f7" />
    <text x="16" y="34" fontSize="7" fill="#007aff">
      取消
    </text>
    <text x="60" y="34" fontSize="7" textAnchor="middle" fontWeight="600" fill="#1f2329">
      添加到主屏幕
    </text>
    <text x="104" y="34" fontSize="7" textAnchor="end" fontWeight="600" fill="#007aff">
      添加
    </text>
    <rect x="14" y="46" width="92" height="30" rx="4" fill="#fff" />
    <AppTile x={20} y={51} size={20} />
    <text x="46" y="64" fontSize="7" fill="#1f2329">
      看球直播
    </text>
    <Tap x={98} y={32} />
  </g>,
  <HomeScreen key="4" />,
];

const androidSteps: ReactNode[] = [
  <g key="1">
    <rect x="8" y="14" width="104" height="20" fill="#fff" />
    <rect x="14" y="19" width="76" height="10" rx="5" fill="#f1f3f4" />
    <text x="20" y="26.5" fontSize="5.5" fill="#5f6368">
      kanqiu.app
    </text>
    {[20, 24, 28].map((y) => (
      <circle key={y} cx="102" cy={y} r="1.3" fill="#5f6368" />
    ))}
    <Tap x={102} y={24} />
  </g>,
  <g key="2">
    <rect x="50" y="18" width="60" height="92" rx="4" fill="#fff" stroke="#ebedf0" />
    {['新建标签页', '书签', '历史记录'].map((label, i) => (
      <text key={label} x="56" y={32 + i * 14} fontSize="6.5" fill="#1f2329">
        {label}
      </text>
    ))}
    <rect x="52" y="72" width="56" height="14" rx="2" fill="var(--kq-primary-soft)" />
    <text x="56" y="81.5" fontSize="6.5" fill={primary} fontWeight="600">
      添加到主屏幕
    </text>
    <text x="56" y="98" fontSize="6.5" fill="#1f2329">
      设置
    </text>
  </g>,
  <g key="3">
    <rect x="8" y="14" width="104" height="192" fill="rgba(0,0,0,0.35)" />
    <rect x="16" y="80" width="88" height="60" rx="6" fill="#fff" />
    <text x="24" y="94" fontSize="7" fontWeight="600" fill="#1f2329">
      安装应用
    </text>
    <AppTile x={24} y={101} size={14} />
    <text x="44" y="110" fontSize="6.5" fill="#1f2329">
      看球直播
    </text>
    <text x="66" y="132" fontSize="6.5" fill="#5f6368">
      取消
    </text>
    <text x="86" y="132" fontSize="6.5" fontWeight="600" fill={primary}>
      安装
    </text>
    <Tap x={92} y={130} />
  </g>,
  <HomeScreen key="4" />,
];

const stepsOf: Record<InstallOs, ReactNode[]> = { ios: iosSteps, android: androidSteps };

/** A phone drawn in SVG showing one step of adding Kanqiu to the home screen. */
export function StepIllustration({ os, step }: { os: InstallOs; step: number }): ReactElement {
  return (
    <svg className="kq-step-phone" viewBox="0 0 120 220" role="img" aria-label={`第 ${step + 1} 步示意图`}>
      <rect x="2" y="2" width="116" height="216" rx="16" fill="#1f2329" />
      <rect x="8" y="14" width="104" height="192" rx="4" fill="#fff" />
      <rect x="8" y="14" width="104" height="16" fill="#f5f6f8" />
      <rect x="14" y="36" width="92" height="10" rx="2" fill={primary} opacity="0.85" />
      {[52, 62, 72].map((y) => (
        <rect key={y} x="14" y={y} width="92" height="6" rx="1.5" fill="#ebedf0" />
      ))}
      {stepsOf[os][step]}
    </svg>
  );
}

export const installSteps: Record<InstallOs, { title: string; text: string }[]> = {
  ios: [
    { title: '点击分享按钮', text: '用 Safari 打开本页，点击底部工具栏中间的「分享」图标' },
    { title: '选择「添加到主屏幕」', text: '在弹出的菜单中向上滑动，找到并点击「添加到主屏幕」' },
    { title: '点击「添加」', text: '确认名称为「看球直播」，点击右上角的「添加」' },
    { title: '从桌面打开', text: '主屏幕上出现看球图标，点开即可全屏使用，和APP一样' },
  ],
  android: [
    { title: '打开浏览器菜单', text: '用 Chrome 或系统浏览器打开本页，点击右上角的「⋮」菜单' },
    { title: '选择「添加到主屏幕」', text: '在菜单中点击「添加到主屏幕」或「安装应用」' },
    { title: '点击「安装」', text: '在弹出的对话框中点击「安装」或「添加」' },
    { title: '从桌面打开', text: '桌面上出现看球图标，点开即可全屏使用，比分提醒更及时' },
  ],
};
