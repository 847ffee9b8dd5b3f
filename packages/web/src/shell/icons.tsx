import { type ComponentType, useEffect, useState } from 'react';

type IconModule = { default: ComponentType };

/**
 * Menu `source` → icon. Only a curated set is offered (the whole icon library is megabytes), and each icon is a chunk
 * of its own that loads when a menu first shows it: the shell used to bundle all 78 (18 kB gzip) to show the
 * dozen a menu names (issue 37). Names are matched loosely so `SettingOutlined`, `setting`, `icon-setting` and
 * Saber's `iconfont iconicon_setting` all work; anything unknown gets the default icon. The menu screen's icon
 * picker offers exactly this set (by its antd names), so whatever is picked there is what the side menu shows.
 */
export const menuIcons: Record<string, () => Promise<IconModule>> = {
  ApartmentOutlined: () => import('@ant-design/icons/es/icons/ApartmentOutlined'),
  ApiOutlined: () => import('@ant-design/icons/es/icons/ApiOutlined'),
  AppstoreAddOutlined: () => import('@ant-design/icons/es/icons/AppstoreAddOutlined'),
  AppstoreOutlined: () => import('@ant-design/icons/es/icons/AppstoreOutlined'),
  AuditOutlined: () => import('@ant-design/icons/es/icons/AuditOutlined'),
  BankOutlined: () => import('@ant-design/icons/es/icons/BankOutlined'),
  BarChartOutlined: () => import('@ant-design/icons/es/icons/BarChartOutlined'),
  BellOutlined: () => import('@ant-design/icons/es/icons/BellOutlined'),
  BookOutlined: () => import('@ant-design/icons/es/icons/BookOutlined'),
  BranchesOutlined: () => import('@ant-design/icons/es/icons/BranchesOutlined'),
  CalendarOutlined: () => import('@ant-design/icons/es/icons/CalendarOutlined'),
  CarOutlined: () => import('@ant-design/icons/es/icons/CarOutlined'),
  CheckSquareOutlined: () => import('@ant-design/icons/es/icons/CheckSquareOutlined'),
  CloudOutlined: () => import('@ant-design/icons/es/icons/CloudOutlined'),
  CloudServerOutlined: () => import('@ant-design/icons/es/icons/CloudServerOutlined'),
  ClusterOutlined: () => import('@ant-design/icons/es/icons/ClusterOutlined'),
  CodeOutlined: () => import('@ant-design/icons/es/icons/CodeOutlined'),
  ContactsOutlined: () => import('@ant-design/icons/es/icons/ContactsOutlined'),
  ContainerOutlined: () => import('@ant-design/icons/es/icons/ContainerOutlined'),
  ControlOutlined: () => import('@ant-design/icons/es/icons/ControlOutlined'),
  CreditCardOutlined: () => import('@ant-design/icons/es/icons/CreditCardOutlined'),
  DashboardOutlined: () => import('@ant-design/icons/es/icons/DashboardOutlined'),
  DatabaseOutlined: () => import('@ant-design/icons/es/icons/DatabaseOutlined'),
  DeploymentUnitOutlined: () => import('@ant-design/icons/es/icons/DeploymentUnitOutlined'),
  DesktopOutlined: () => import('@ant-design/icons/es/icons/DesktopOutlined'),
  DollarOutlined: () => import('@ant-design/icons/es/icons/DollarOutlined'),
  EditOutlined: () => import('@ant-design/icons/es/icons/EditOutlined'),
  EnvironmentOutlined: () => import('@ant-design/icons/es/icons/EnvironmentOutlined'),
  ExperimentOutlined: () => import('@ant-design/icons/es/icons/ExperimentOutlined'),
  FileOutlined: () => import('@ant-design/icons/es/icons/FileOutlined'),
  FileTextOutlined: () => import('@ant-design/icons/es/icons/FileTextOutlined'),
  FlagOutlined: () => import('@ant-design/icons/es/icons/FlagOutlined'),
  FolderOutlined: () => import('@ant-design/icons/es/icons/FolderOutlined'),
  FormOutlined: () => import('@ant-design/icons/es/icons/FormOutlined'),
  FundOutlined: () => import('@ant-design/icons/es/icons/FundOutlined'),
  GlobalOutlined: () => import('@ant-design/icons/es/icons/GlobalOutlined'),
  HistoryOutlined: () => import('@ant-design/icons/es/icons/HistoryOutlined'),
  HomeOutlined: () => import('@ant-design/icons/es/icons/HomeOutlined'),
  IdcardOutlined: () => import('@ant-design/icons/es/icons/IdcardOutlined'),
  InboxOutlined: () => import('@ant-design/icons/es/icons/InboxOutlined'),
  KeyOutlined: () => import('@ant-design/icons/es/icons/KeyOutlined'),
  LayoutOutlined: () => import('@ant-design/icons/es/icons/LayoutOutlined'),
  LineChartOutlined: () => import('@ant-design/icons/es/icons/LineChartOutlined'),
  LinkOutlined: () => import('@ant-design/icons/es/icons/LinkOutlined'),
  LockOutlined: () => import('@ant-design/icons/es/icons/LockOutlined'),
  MailOutlined: () => import('@ant-design/icons/es/icons/MailOutlined'),
  MedicineBoxOutlined: () => import('@ant-design/icons/es/icons/MedicineBoxOutlined'),
  MenuOutlined: () => import('@ant-design/icons/es/icons/MenuOutlined'),
  MessageOutlined: () => import('@ant-design/icons/es/icons/MessageOutlined'),
  MobileOutlined: () => import('@ant-design/icons/es/icons/MobileOutlined'),
  NotificationOutlined: () => import('@ant-design/icons/es/icons/NotificationOutlined'),
  PartitionOutlined: () => import('@ant-design/icons/es/icons/PartitionOutlined'),
  PictureOutlined: () => import('@ant-design/icons/es/icons/PictureOutlined'),
  PieChartOutlined: () => import('@ant-design/icons/es/icons/PieChartOutlined'),
  PrinterOutlined: () => import('@ant-design/icons/es/icons/PrinterOutlined'),
  ProfileOutlined: () => import('@ant-design/icons/es/icons/ProfileOutlined'),
  ReconciliationOutlined: () => import('@ant-design/icons/es/icons/ReconciliationOutlined'),
  SafetyOutlined: () => import('@ant-design/icons/es/icons/SafetyOutlined'),
  ScheduleOutlined: () => import('@ant-design/icons/es/icons/ScheduleOutlined'),
  SearchOutlined: () => import('@ant-design/icons/es/icons/SearchOutlined'),
  SendOutlined: () => import('@ant-design/icons/es/icons/SendOutlined'),
  SettingOutlined: () => import('@ant-design/icons/es/icons/SettingOutlined'),
  ShopOutlined: () => import('@ant-design/icons/es/icons/ShopOutlined'),
  ShoppingCartOutlined: () => import('@ant-design/icons/es/icons/ShoppingCartOutlined'),
  ShoppingOutlined: () => import('@ant-design/icons/es/icons/ShoppingOutlined'),
  SolutionOutlined: () => import('@ant-design/icons/es/icons/SolutionOutlined'),
  StarOutlined: () => import('@ant-design/icons/es/icons/StarOutlined'),
  TableOutlined: () => import('@ant-design/icons/es/icons/TableOutlined'),
  TagsOutlined: () => import('@ant-design/icons/es/icons/TagsOutlined'),
  TeamOutlined: () => import('@ant-design/icons/es/icons/TeamOutlined'),
  ThunderboltOutlined: () => import('@ant-design/icons/es/icons/ThunderboltOutlined'),
  ToolOutlined: () => import('@ant-design/icons/es/icons/ToolOutlined'),
  TruckOutlined: () => import('@ant-design/icons/es/icons/TruckOutlined'),
  UnorderedListOutlined: () => import('@ant-design/icons/es/icons/UnorderedListOutlined'),
  UploadOutlined: () => import('@ant-design/icons/es/icons/UploadOutlined'),
  UserOutlined: () => import('@ant-design/icons/es/icons/UserOutlined'),
  WalletOutlined: () => import('@ant-design/icons/es/icons/WalletOutlined'),
  WarningOutlined: () => import('@ant-design/icons/es/icons/WarningOutlined'),
};

export function iconKey(source: string): string {
  const last = source.trim().split(/\s+/).pop() ?? '';
  return last
    .replace(/^(icon[-_]?)+/i, '')
    .replace(/outlined$/i, '')
    .replace(/[-_]/g, '')
    .toLowerCase();
}

const loaders: Record<string, () => Promise<IconModule>> = Object.fromEntries(
  Object.entries(menuIcons).map(([name, load]) => [iconKey(name), load]),
);
const fallbackKey = iconKey('AppstoreOutlined');
/** Icons already loaded: a menu shown again (another tab, the top search) draws them at once. */
const loaded = new Map<string, ComponentType>();

/** The icon's box while its chunk loads, so the menu's text does not move when it arrives. */
function Blank() {
  return <span className="anticon" aria-hidden="true" style={{ width: '1em', height: '1em' }} />;
}

export function MenuIcon({ source }: { source: string }) {
  const wanted = iconKey(source);
  const key = wanted in loaders ? wanted : fallbackKey;
  const [shown, setShown] = useState<{ key: string; Icon: ComponentType } | undefined>();
  const Icon = loaded.get(key) ?? (shown?.key === key ? shown.Icon : undefined);
  useEffect(() => {
    if (loaded.has(key)) return;
    let live = true;
    loaders[key]!()
      .then((m) => {
        loaded.set(key, m.default);
        if (live) setShown({ key, Icon: m.default });
      })
      // A chunk that failed leaves the blank box; the next render of the menu tries again.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);
  return Icon ? <Icon /> : <Blank />;
}
