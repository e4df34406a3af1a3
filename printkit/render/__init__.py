"""Rendering with reportlab: the only package that imports reportlab or pillow."""

from printkit.render._startup import unchecked_shapes

unchecked_shapes()
