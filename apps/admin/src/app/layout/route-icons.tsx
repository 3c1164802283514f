import BlockOutlined from '@ant-design/icons/es/icons/BlockOutlined';
import ApartmentOutlined from '@ant-design/icons/es/icons/ApartmentOutlined';
import AuditOutlined from '@ant-design/icons/es/icons/AuditOutlined';
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import ProfileOutlined from '@ant-design/icons/es/icons/ProfileOutlined';
import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import SwapRightOutlined from '@ant-design/icons/es/icons/SwapRightOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import QuestionCircleOutlined from '@ant-design/icons/es/icons/QuestionCircleOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import type { ReactNode } from 'react';

export const routeIcons = {
  website: <GlobalOutlined />,
  pages: <FileTextOutlined />,
  menu: <ApartmentOutlined />,
  settings: <SettingOutlined />,
  redirect: <SwapRightOutlined />,
  user: <UserOutlined />,
  lock: <LockOutlined />,
  media: <PictureOutlined />,
  bell: <BellOutlined />,
  audit: <AuditOutlined />,
  articles: <ProfileOutlined />,
  products: <AppstoreOutlined />,
  meetings: <CalendarOutlined />,
  faq: <QuestionCircleOutlined />,
  exhibitors: <ShopOutlined />,
  inquiries: <MailOutlined />,
  plugins: <BlockOutlined />,
  // The shop icon is already loaded (exhibitors): a new icon would cost every screen its bytes.
  pay: <ShopOutlined />,
} satisfies Record<string, ReactNode>;
