import { Component, type ReactNode } from "react";

/**
 * Shows `fallback` when its children fail to load or render: optional parts of the branch pages (the map, the
 * postcode suggestions) fail quietly rather than turning the page into an error (docs/decisions/branches.md G6).
 */
export class QuietBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn("Optional part of the page unavailable:", error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
