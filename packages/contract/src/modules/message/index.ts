import type { ResourceDef } from '../../kit/resource.ts';
import { appChannelResource, channelAuthResource, sendChannelDetailResource, sendChannelResource } from './channel.ts';

export * from './channel.ts';
export * from './message.ts';

/** 消息中心's declared resources. */
export const messageResources: ResourceDef[] = [
  appChannelResource,
  sendChannelResource,
  sendChannelDetailResource,
  channelAuthResource,
];
