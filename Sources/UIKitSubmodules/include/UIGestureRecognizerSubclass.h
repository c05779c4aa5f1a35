// Nothing: TouchLab's UIGestureRecognizer is subclassable as it is (docs/uikit-api.md#porting).
