import { Button, CascadePicker, Form, Input, Popup, Switch, type CascadePickerOption } from 'antd-mobile';
import { useEffect, useState, type ReactElement } from 'react';
import { useFetcher } from 'react-router';
import { Toast } from '../../lib/antd-imperative';
import type { ActivityActionResult, ShippingAddress } from './data';
import { loadRegionOptions } from './region-options';

type Region = { code: string; text: string };

type AddressFormProps = {
  visible: boolean;
  /** The address being edited, or null for a new one. */
  editing: ShippingAddress | null;
  onClose: () => void;
};

type Saver = ReturnType<typeof useFetcher<ActivityActionResult>>;

/**
 * The sheet's fields. The sheet unmounts them when it closes (destroyOnClose), so each opening starts from the
 * address being edited, or empty for a new one.
 */
function AddressFields(props: { editing: ShippingAddress | null; options: CascadePickerOption[]; saver: Saver }) {
  const { editing, options, saver } = props;
  const [picking, setPicking] = useState(false);
  const [region, setRegion] = useState<Region | null>(editing && { code: editing.areaCode, text: editing.region });
  const [isDefault, setIsDefault] = useState(editing?.isDefault ?? false);

  const submit = (values: { name?: string; phone?: string; street?: string }) => {
    const fields: Record<string, string> = {
      intent: 'saveAddress',
      name: values.name ?? '',
      phone: values.phone ?? '',
      street: values.street ?? '',
      areaCode: region?.code ?? '',
      isDefault: String(isDefault),
    };
    if (editing) fields.id = String(editing.id);
    void saver.submit(fields, { method: 'post' });
  };
  return (
    <>
      <h3 className="kq-act-sheet-title">{editing ? '编辑收货地址' : '新增收货地址'}</h3>
      <Form
        layout="horizontal"
        onFinish={submit}
        initialValues={editing ? { name: editing.name, phone: editing.phone, street: editing.street } : {}}
        footer={
          <Button block type="submit" color="primary" shape="rounded" loading={saver.state !== 'idle'}>
            保存地址
          </Button>
        }
      >
        <Form.Item name="name" label="收货人">
          <Input placeholder="请填写收货人姓名" maxLength={20} />
        </Form.Item>
        <Form.Item name="phone" label="手机号">
          <Input placeholder="请填写 11 位手机号" type="tel" maxLength={11} />
        </Form.Item>
        <Form.Item label="所在地区" onClick={() => setPicking(true)} arrowIcon>
          <span className={region ? '' : 'kq-act-placeholder'} data-testid="region-field">
            {region?.text ?? '省 / 市 / 区'}
          </span>
        </Form.Item>
        <Form.Item name="street" label="详细地址">
          <Input placeholder="街道、楼牌号等" maxLength={120} />
        </Form.Item>
        <Form.Item label="设为默认" childElementPosition="right">
          <Switch checked={isDefault} onChange={setIsDefault} />
        </Form.Item>
      </Form>
      <CascadePicker
        title="选择所在地区"
        options={options}
        visible={picking}
        onClose={() => setPicking(false)}
        onConfirm={(value, extend) => {
          const code = value.at(-1);
          if (typeof code === 'string' && value.length === 3) {
            setRegion({ code, text: extend.items.map((item) => item?.label).join(' ') });
          }
        }}
      />
    </>
  );
}

/**
 * The 新增 / 编辑收货地址 sheet: name, phone, 省/市/区 from the picker, street, and whether it becomes the
 * default; editing starts from the address's own values and saves it under its id.
 */
export function AddressForm({ visible, editing, onClose }: AddressFormProps): ReactElement {
  const saver = useFetcher<ActivityActionResult>({ key: 'activity-address-save' });
  const [options, setOptions] = useState<CascadePickerOption[]>([]);
  const result = saver.state === 'idle' ? saver.data : undefined;

  useEffect(() => {
    if (visible && options.length === 0) void loadRegionOptions().then(setOptions);
  }, [visible, options.length]);
  useEffect(() => {
    if (!result) return;
    Toast.show({ content: result.ok ? '地址已保存' : result.msg, icon: result.ok ? 'success' : undefined });
    if (result.ok) onClose();
  }, [result, onClose]);

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="kq-act-sheet" destroyOnClose>
      <AddressFields editing={editing} options={options} saver={saver} />
    </Popup>
  );
}
