"""accessible-kits: turn small paper tabletop games into accessible kits.

Data flows one way: game file -> rules engine -> kit model -> writers -> files.
"""

__version__ = "0.1.0"
