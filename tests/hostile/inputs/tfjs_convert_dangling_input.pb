l
"serve4

xPlaceholder

yIdentity^x	nowhere:0"*+
serving_default


x
x:0

y
y:0