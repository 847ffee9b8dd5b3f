import { flowableNamespace } from '@pharma/contract';
import { defaultInitiator } from './elementProperties.ts';

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The labels of the blank diagram's three nodes, in the designer's language. */
export interface BlankLabels {
  start: string;
  task: string;
  end: string;
}

/**
 * A new model's diagram: start → one user task → end, the process id being the model key (a placeholder until one
 * is typed) and the start event naming its initiator, so the first save is already deployable.
 */
export function blankDiagram(processId: string, processName: string, labels: BlankLabels): string {
  const id = xmlEscape(processId);
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:flowable="${flowableNamespace}" id="Definitions_${id}" targetNamespace="http://www.flowable.org/processdef">
  <bpmn:process id="${id}" name="${xmlEscape(processName)}" isExecutable="true">
    <bpmn:startEvent id="start" name="${xmlEscape(labels.start)}" flowable:initiator="${defaultInitiator}">
      <bpmn:outgoing>flow_start</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="task_1" name="${xmlEscape(labels.task)}">
      <bpmn:incoming>flow_start</bpmn:incoming>
      <bpmn:outgoing>flow_end</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="end" name="${xmlEscape(labels.end)}">
      <bpmn:incoming>flow_end</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="flow_start" sourceRef="start" targetRef="task_1" />
    <bpmn:sequenceFlow id="flow_end" sourceRef="task_1" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_${id}">
    <bpmndi:BPMNPlane id="Plane_${id}" bpmnElement="${id}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="152" y="102" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="task_1_di" bpmnElement="task_1">
        <dc:Bounds x="250" y="80" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end">
        <dc:Bounds x="412" y="102" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="flow_start_di" bpmnElement="flow_start">
        <di:waypoint x="188" y="120" />
        <di:waypoint x="250" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow_end_di" bpmnElement="flow_end">
        <di:waypoint x="350" y="120" />
        <di:waypoint x="412" y="120" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
