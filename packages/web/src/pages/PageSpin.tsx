import './pageSpin.css';

/**
 * The placeholder while a page's chunk or data loads: antd Spin's four turning dots in plain CSS, because it is the
 * router's fallback on the login page too, where antd's Spin cost 3.3 kB gzip (issue 37). The dots take the shell's
 * primary colour (shell/theme/look.ts) as antd's did.
 */
export function PageSpin() {
  return (
    <div className="page-spin-box">
      <span className="page-spin" role="status" aria-busy="true">
        <i />
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}
