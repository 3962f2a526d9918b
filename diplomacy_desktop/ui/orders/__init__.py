"""Order entry: the click/key state machine, the order panel, typed orders, undo commands."""
