import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  BranchesOutlined,
  CloudOutlined,
  ClusterOutlined,
  CodeOutlined,
  ContactsOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  DesktopOutlined,
  FileOutlined,
  FileTextOutlined,
  FolderOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  LinkOutlined,
  LockOutlined,
  MailOutlined,
  MedicineBoxOutlined,
  MenuOutlined,
  MessageOutlined,
  MobileOutlined,
  NotificationOutlined,
  PartitionOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Menu `source` → icon. Only a curated set is bundled (the whole icon library is megabytes); names are matched
 * loosely so `SettingOutlined`, `setting`, `icon-setting` and Saber's `iconfont iconicon_setting` all work.
 * Anything unknown gets the default icon.
 */
const icons: Record<string, ComponentType> = {
  apartment: ApartmentOutlined,
  api: ApiOutlined,
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  bank: BankOutlined,
  barchart: BarChartOutlined,
  bell: BellOutlined,
  book: BookOutlined,
  branches: BranchesOutlined,
  cloud: CloudOutlined,
  cluster: ClusterOutlined,
  code: CodeOutlined,
  contacts: ContactsOutlined,
  control: ControlOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  deploymentunit: DeploymentUnitOutlined,
  desktop: DesktopOutlined,
  file: FileOutlined,
  filetext: FileTextOutlined,
  folder: FolderOutlined,
  global: GlobalOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  key: KeyOutlined,
  link: LinkOutlined,
  lock: LockOutlined,
  mail: MailOutlined,
  medicinebox: MedicineBoxOutlined,
  menu: MenuOutlined,
  message: MessageOutlined,
  mobile: MobileOutlined,
  notification: NotificationOutlined,
  partition: PartitionOutlined,
  profile: ProfileOutlined,
  safety: SafetyOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  shoppingcart: ShoppingCartOutlined,
  solution: SolutionOutlined,
  tags: TagsOutlined,
  team: TeamOutlined,
  tool: ToolOutlined,
  unorderedlist: UnorderedListOutlined,
  user: UserOutlined,
};

export function iconKey(source: string): string {
  const last = source.trim().split(/\s+/).pop() ?? '';
  return last
    .replace(/^(icon[-_]?)+/i, '')
    .replace(/outlined$/i, '')
    .replace(/[-_]/g, '')
    .toLowerCase();
}

export function MenuIcon({ source }: { source: string }) {
  const Icon = icons[iconKey(source)] ?? AppstoreOutlined;
  return <Icon />;
}
