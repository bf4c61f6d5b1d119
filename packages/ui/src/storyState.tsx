// For stories only: controlled components keep their own value, as a form would, so a designer
// can type and click in the canvas; every change still reaches the story's onChange action.
import { useState, type ComponentType } from 'react';

export function withOwnValue<P extends object, K extends keyof P & string>(
  Component: ComponentType<P>,
  prop: K,
) {
  function Stateful(args: P) {
    const [current, setCurrent] = useState(args[prop]);
    const report = (args as { onChange?: (next: P[K]) => void }).onChange;
    const own = {
      [prop]: current,
      onChange: (next: P[K]) => {
        report?.(next);
        setCurrent(next);
      },
    } as unknown as Partial<P>;
    return <Component {...args} {...own} />;
  }
  return Stateful;
}
