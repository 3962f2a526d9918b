"""The results of a judged phase as a model and its view, in step with the board's playback."""
