import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { UNSAVED_CHANGES_DEBOUNCE_MS, hasUnsavedChanges } from '#domain/forms-state/unsaved-changes.rules';

/**
 * Orders §4 form-change prompt: `dirty` follows the shared rule after its 100 ms debounce;
 * while dirty, leaving the page (in-app or closing the tab) asks first.
 */
export function useUnsavedChanges<T>(initial: T, current: T) {
  const [dirty, setDirty] = useState(false);
  const leaving = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => setDirty(hasUnsavedChanges(initial, current)), UNSAVED_CHANGES_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [initial, current]);

  // Compared now, not debounced: a quick edit-then-leave must still ask.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(initial, current),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  /** Call before navigating away on purpose (after a save). */
  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);

  const prompt = (
    <Modal
      visible={blocker.state === 'blocked'}
      onDismiss={() => blocker.reset?.()}
      header="Leave page with unsaved changes?"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={() => blocker.reset?.()}>
              Stay
            </Button>
            <Button variant="primary" onClick={() => blocker.proceed?.()}>
              Leave
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      The changes you made on this page will be lost.
    </Modal>
  );

  return { dirty, allowLeave, prompt };
}
