"""Triple Bataille: the game's own code (model, kit, drawings, icons, referee).

printkit/games/__init__.py: the engine asks this entry for the modules below, and for nothing else.
"""

KIT = "kit"
REFEREE = "referee"
