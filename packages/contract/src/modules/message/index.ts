import type { ResourceDef } from '../../kit/resource.ts';
import { appChannelResource, channelAuthResource, sendChannelDetailResource, sendChannelResource } from './channel.ts';
import { messageRecordLogResource, messageRecordResource } from './record.ts';
import { strategyDetailResource, strategyResource } from './strategy.ts';
import { templateInfoDetailResource, templateInfoResource } from './template.ts';

export * from './channel.ts';
export * from './message.calls.ts';
export * from './message.ts';
export * from './record.ts';
export * from './strategy.ts';
export * from './template.ts';

/** 消息中心's declared resources. */
export const messageResources: ResourceDef[] = [
  appChannelResource,
  sendChannelResource,
  sendChannelDetailResource,
  channelAuthResource,
  templateInfoResource,
  templateInfoDetailResource,
  strategyResource,
  strategyDetailResource,
  messageRecordResource,
  messageRecordLogResource,
];
