import type { TeamColorTable } from '@kanqiu/contract';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

const TeamColorsContext = createContext<TeamColorTable['colors']>({});

/** Gives the 资料库's badges every team's colours (loaded once by the database layout). */
export function TeamColorsProvider({
  colors,
  children,
}: {
  colors: TeamColorTable['colors'];
  children: ReactNode;
}): ReactElement {
  return <TeamColorsContext.Provider value={colors}>{children}</TeamColorsContext.Provider>;
}

/** A team's [primary, secondary] colours, or null when they are unknown. */
export function useTeamColors(id: number | null): readonly [string, string] | null {
  const colors = useContext(TeamColorsContext);
  return (id !== null ? colors[id] : undefined) ?? null;
}
