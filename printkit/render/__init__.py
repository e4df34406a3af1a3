"""Rendering with reportlab: the only package that imports reportlab or pillow."""

from printkit.render._startup import import_paragraph_module, unchecked_shapes

unchecked_shapes()
import_paragraph_module()
