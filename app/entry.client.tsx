import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { stopNotingPendingPresses } from "~/lib/pending-presses";

// React Router's own entry, plus the hand-over of presses made before it ran (docs/decisions/performance.md X4).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
  // hydrateRoot has attached React's listeners: presses from here on reach React, which replays them itself.
  stopNotingPendingPresses();
});
