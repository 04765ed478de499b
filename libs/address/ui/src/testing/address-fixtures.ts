import { ADDRESS_TYPE } from '@procure/shared-codes';
import type { AddressView } from '../address-model.ts';

// Rows as the API returns them; region codes and names are real GB/T 2260 entries.
export const defaultAddress: AddressView = {
  id: '0b6f4a52-4c1e-4d6e-9b7a-1f2a3b4c5d01',
  name: '张伟',
  phone: '13812345678',
  email: 'zhang.wei@example.com',
  regionCode: '310115',
  provinceName: '上海市',
  cityName: '市辖区',
  areaName: '浦东新区',
  street: '张江镇',
  address: '碧波路 690 号 3 号楼 501 室',
  addressType: ADDRESS_TYPE.receiving,
  isDefault: true,
};

export const invoiceAddress: AddressView = {
  id: '0b6f4a52-4c1e-4d6e-9b7a-1f2a3b4c5d02',
  name: 'Li Na',
  phone: '13987654321',
  email: 'li.na@example.com',
  regionCode: '110105',
  provinceName: '北京市',
  cityName: '市辖区',
  areaName: '朝阳区',
  street: '',
  address: 'Jianguo Road 88, Tower B, 12F',
  addressType: ADDRESS_TYPE.invoice,
  isDefault: false,
};

export const shenzhenAddress: AddressView = {
  id: '0b6f4a52-4c1e-4d6e-9b7a-1f2a3b4c5d03',
  name: '王芳',
  phone: '15011112222',
  email: 'wang.fang@example.com',
  regionCode: '440305',
  provinceName: '广东省',
  cityName: '深圳市',
  areaName: '南山区',
  street: '粤海街道',
  address: '科技园南区 W1-A 栋',
  addressType: ADDRESS_TYPE.receiving,
  isDefault: false,
};

export const sampleAddresses: AddressView[] = [defaultAddress, invoiceAddress, shenzhenAddress];

/** Edge case: the longest names and addresses the rules allow, in Chinese. */
export const longChineseAddress: AddressView = {
  id: '0b6f4a52-4c1e-4d6e-9b7a-1f2a3b4c5d04',
  name: '欧阳慕容司马诸葛上官东方皇甫尉迟公孙长孙宇文轩辕令狐钟离',
  phone: '18600001111',
  email: 'ouyang.murong.sima.zhuge.shangguan@very-long-subsidiary-name.example.com.cn',
  regionCode: '654226',
  provinceName: '新疆维吾尔自治区',
  cityName: '塔城地区',
  areaName: '和布克赛尔蒙古自治县',
  street: '和布克赛尔镇巴音傲瓦街道社区服务中心对面的那条街',
  address: '和布克赛尔蒙古自治县人民政府东侧第三个路口向北五百米处的物流仓储中心二号库房收货',
  addressType: ADDRESS_TYPE.invoice,
  isDefault: false,
};
