"""Teaching mode's window: the lesson browser and the predict-then-watch lesson view."""
