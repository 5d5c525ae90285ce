import { Popup } from 'antd-mobile';
import type { ReactElement, ReactNode } from 'react';

/** The history drawer from the left; loaded on its first opening (antd-mobile's Popup and its gesture code). */
export default function HistoryPopup(props: { open: boolean; onClose(): void; children: ReactNode }): ReactElement {
  return (
    <Popup
      visible={props.open}
      position="left"
      onMaskClick={props.onClose}
      bodyStyle={{ width: '75vw', maxWidth: '5.6rem' }}
    >
      {props.children}
    </Popup>
  );
}
