"""Drawing: the kit model and a Profile -> SVG pages in millimetres.

Writers (SVG files, PDF, PNG previews) all use these pages, so they are laid out once.
"""
