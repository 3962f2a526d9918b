"""The board window in parts: a shell with a small public face, and the parts it is built from.

``board_window.BoardWindow`` is the shell (the board, the orders and results dock, the status
bar) and has the face every flow talks to, written out and documented in ``face.BoardFace``:
show the board or a cover page (the hot-seat curtain), the banner, the status bar (``say``), the
main toolbar, an action by name, the results, the seat source of the order controller. The parts
hold what the shell used to do itself, each named after what it holds:

- ``menus.WindowMenus``: the menus, the actions by name and the main toolbar;
- ``power_on_move.PowerOnMove``: the power combo, whose orders are entered and drawn, and
  forgetting one player's input before the next sits down;
- ``board_input.BoardInput``: clicks, hovering and typed orders on the board;
- ``results_tab.ResultsTab``: the results list, the playback and what they say;
- ``practice_judge.PracticeJudge``: judging, continuing and taking back a practice phase;
- ``dock.OrdersDock``: the Orders and Results tabs; ``texts``: the window's words.

The parts are typed against the face, never the shell's class, and talk to it and to
:class:`~diplomacy_desktop.ui.modes.BoardMode` only (so nothing here imports in a circle). The
program's window (``ui.main_window.MainWindow``) and the sandbox (``ui.sandbox.window``) are
both built on the shell and never import each other; ``ui.app`` opens the one from the other.
Their strings keep the ``MainWindow`` translation context they always had.
"""
