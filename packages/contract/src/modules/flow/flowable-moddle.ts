/**
 * The `flowable:` extension attributes this console reads and writes, as a moddle descriptor: the designer
 * (bpmn-js) edits them and the server's engine (bpmn-engine) parses them with it. Only what the engine supports is
 * described: a user task's assignee, candidates and form key, the start event's initiator, who may start a process,
 * and the fields of the built-in 发送消息 service task (`flowable:type="sendMessage"`).
 */
export const flowableNamespace = 'http://flowable.org/bpmn';

export const flowableModdle = {
  name: 'Flowable',
  uri: flowableNamespace,
  prefix: 'flowable',
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'Assignable',
      extends: ['bpmn:UserTask'],
      isAbstract: true,
      properties: [
        { name: 'assignee', isAttr: true, type: 'String' },
        { name: 'candidateUsers', isAttr: true, type: 'String' },
        { name: 'candidateGroups', isAttr: true, type: 'String' },
        { name: 'formKey', isAttr: true, type: 'String' },
        { name: 'dueDate', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'Initiator',
      extends: ['bpmn:StartEvent'],
      isAbstract: true,
      properties: [
        { name: 'initiator', isAttr: true, type: 'String' },
        { name: 'formKey', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'Starters',
      extends: ['bpmn:Process'],
      isAbstract: true,
      properties: [
        { name: 'candidateStarterUsers', isAttr: true, type: 'String' },
        { name: 'candidateStarterGroups', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'ServiceType',
      extends: ['bpmn:ServiceTask'],
      isAbstract: true,
      properties: [
        { name: 'type', isAttr: true, type: 'String' },
        { name: 'class', isAttr: true, type: 'String' },
        { name: 'expression', isAttr: true, type: 'String' },
        { name: 'delegateExpression', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'Field',
      superClass: ['Element'],
      meta: { allowedIn: ['bpmn:ServiceTask'] },
      properties: [
        { name: 'name', isAttr: true, type: 'String' },
        { name: 'stringValue', isAttr: true, type: 'String' },
        { name: 'string', type: 'String' },
        { name: 'expression', type: 'String' },
      ],
    },
  ],
  enumerations: [],
};

/** The built-in service task: `<serviceTask flowable:type="sendMessage">` with fields templateCode and receivers. */
export const sendMessageTaskType = 'sendMessage';
