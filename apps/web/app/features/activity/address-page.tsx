import './activity.css';
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { Dialog, Toast } from '../../lib/antd-imperative';
import { PageHeader } from '../shell';
import { AddressForm } from './address-form';
import type { ActivityActionResult, AddressData, ShippingAddress } from './data';
import { PinIcon } from './icons';

type AddressCardProps = {
  address: ShippingAddress;
  claimable: boolean;
  drawId: number | null;
  onEdit: (address: ShippingAddress) => void;
};

function AddressCard({ address, claimable, drawId, onEdit }: AddressCardProps): ReactElement {
  const fetcher = useFetcher<ActivityActionResult>();
  const navigate = useNavigate();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!result) return;
    Toast.show({ content: result.msg, icon: result.ok ? 'success' : undefined });
    if (result.ok && result.intent === 'claim') void navigate('/activity/history?tab=draw');
  }, [result, navigate]);
  const act = (intent: string, extra: Record<string, string> = {}) =>
    void fetcher.submit({ intent, id: String(address.id), ...extra }, { method: 'post' });
  const remove = async () => {
    if (await Dialog.confirm({ content: '确定删除这个地址吗？' })) act('deleteAddress');
  };
  return (
    <li className="kq-act-address" data-address-id={address.id}>
      <div className="kq-act-address-main">
        <b>
          {address.name} <span>{address.phone}</span>
          {address.isDefault && <em className="kq-act-tag">默认</em>}
        </b>
        <p>
          {address.region} {address.street}
        </p>
      </div>
      <div className="kq-act-address-actions">
        {claimable && drawId !== null ? (
          <Button
            size="small"
            color="primary"
            shape="rounded"
            onClick={() => act('claim', { drawId: String(drawId), addressId: String(address.id) })}
          >
            寄到这里
          </Button>
        ) : (
          <>
            {!address.isDefault && (
              <button type="button" onClick={() => act('defaultAddress')}>
                设为默认
              </button>
            )}
            <button type="button" onClick={() => onEdit(address)}>
              编辑
            </button>
            <button type="button" onClick={() => void remove()}>
              删除
            </button>
          </>
        )}
      </div>
    </li>
  );
}

/** /activity/address: my shipping addresses; with ?claim=<draw> it sends that won prize to the one picked. */
export function AddressPage({ data }: { data: AddressData }): ReactElement {
  // null: closed; 'new': 新增; an address: 编辑 it.
  const [sheet, setSheet] = useState<ShippingAddress | 'new' | null>(null);
  const close = useCallback(() => setSheet(null), []);
  const { claim, addresses } = data;
  return (
    <div className="kq-page kq-act">
      <PageHeader title={claim ? '选择收货地址' : '收货地址'} backTo="/activity" />
      {claim && (
        <p className="kq-act-claim-banner">
          领取奖品「{claim.prizeName}」：请选择收货地址，提交后不可更改，发货后可在抽奖记录中查看快递单号。
        </p>
      )}
      {data.error && <p className="kq-act-empty">{data.error}</p>}
      <ul className="kq-act-list">
        {addresses.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            claimable={claim !== null}
            drawId={claim?.id ?? null}
            onEdit={setSheet}
          />
        ))}
      </ul>
      {addresses.length === 0 && !data.error && (
        <div className="kq-act-empty">
          <PinIcon className="kq-act-empty-icon" />
          <p>还没有收货地址</p>
        </div>
      )}
      <div className="kq-act-bottom">
        <Button block color="primary" shape="rounded" onClick={() => setSheet('new')}>
          新增收货地址
        </Button>
      </div>
      <AddressForm visible={sheet !== null} editing={sheet === 'new' ? null : sheet} onClose={close} />
    </div>
  );
}
