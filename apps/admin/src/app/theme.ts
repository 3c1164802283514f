import type { ThemeConfig } from 'antd/es/config-provider/context';

export const PRIMARY_COLOR = '#1f6feb';

export const theme: ThemeConfig = {
  token: { colorPrimary: PRIMARY_COLOR, borderRadius: 6 },
  components: {
    Layout: { headerHeight: 60, headerPadding: '0 16px', headerBg: '#ffffff', siderBg: '#001529' },
  },
};
