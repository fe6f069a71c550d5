`
"serve(

xPlaceholder

yIdentityx"*+
serving_default


x
w:0

y
y:0