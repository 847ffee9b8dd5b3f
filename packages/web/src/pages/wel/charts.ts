import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts with only the parts the dashboard draws. The dashboard imports this module dynamically, so ECharts is
 * fetched when the dashboard opens and never enters the shell's bundle.
 */
use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TitleComponent, TooltipComponent, CanvasRenderer]);

export { init };
