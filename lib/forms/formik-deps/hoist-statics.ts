/** What React reads on a component itself: never copied onto a wrapper. */
const REACT_STATICS = new Set<PropertyKey>([
  'childContextTypes', 'contextType', 'contextTypes', 'defaultProps', 'displayName', 'getDefaultProps',
  'getDerivedStateFromError', 'getDerivedStateFromProps', 'mixins', 'propTypes', 'type', 'compare', 'render', '$$typeof',
  'name', 'length', 'prototype', 'caller', 'callee', 'arguments', 'arity',
]);

/**
 * formik's `hoist-non-react-statics` (decision 019): its `connect` wraps a component (FieldArray,
 * as formik loads) and copies the component's own static properties, and its parent class's,
 * onto the wrapper, except what React reads itself.
 */
export default function hoistNonReactStatics<T extends object>(target: T, source: object): T {
  const parent = Object.getPrototypeOf(source);
  if (parent && parent !== Object.prototype && parent !== Function.prototype) hoistNonReactStatics(target, parent);
  for (const key of Reflect.ownKeys(source)) {
    if (REACT_STATICS.has(key)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    try {
      if (descriptor) Object.defineProperty(target, key, descriptor);
    } catch {
      // A property the wrapper cannot take (frozen, not configurable) is left, as the library does.
    }
  }
  return target;
}
