import type { ReactElement } from 'react';
import { Tooltip } from '@portfolio/mui/frame';

/** The collapsed sidebar's label beside an icon (Sidebar loads it when the sidebar is first collapsed). */
export function NavTooltip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Tooltip title={title} placement="right">
      {children}
    </Tooltip>
  );
}
