"""Rendering with reportlab: the only package that imports reportlab or pillow."""
